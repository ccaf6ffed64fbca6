// The public-response cache end to end in the gateway (msw upstream marking its answers public).
import { http, HttpResponse } from "msw";
import { db } from "../testing/upstream-db";
import { TEST_UPSTREAM_URL } from "../testing/upstream-handlers";
import { useUpstreamMock } from "../testing/upstream-mock";
import { startTestGateway, type TestGateway } from "../testing/test-gateway";

const upstream = useUpstreamMock();
let gateway: TestGateway;

// A gateway per test: its caches start empty.
beforeEach(async () => {
  gateway = await startTestGateway();
  upstream.server.use(
    http.post(`${TEST_UPSTREAM_URL}/api/getCountryCat`, () =>
      HttpResponse.json(
        { status: 1, message: "OK", data: { data: { data: db.countries } } },
        { headers: { "cache-control": "public, max-age=300" } },
      ),
    ),
  );
});
afterEach(() => gateway.close());

const countries = (fields = "id name") => `{ countries { ${fields} } }`;

async function post(
  body: string,
  headers: Record<string, string> = {},
  url = gateway.url,
): Promise<Response> {
  return fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
  });
}

describe("the public-response cache", () => {
  it("answers a repeated public query from the cache, on the fast path, with every header", async () => {
    const body = JSON.stringify({ query: countries() });
    const first = await post(body);
    expect(first.headers.get("x-cache")).toBe("miss");
    const firstJson: unknown = await first.json();
    const again = await post(body, { "x-request-id": "partner-42", "accept-encoding": "gzip" });
    expect(again.status).toBe(200);
    expect(Object.fromEntries(again.headers)).toMatchObject({
      "x-cache": "hit",
      "x-request-id": "partner-42",
      "content-type": "application/json; charset=utf-8",
      vary: "Accept-Encoding, Cookie",
      "x-content-type-options": "nosniff",
      "x-frame-options": "DENY",
    });
    expect(again.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(await again.json()).toEqual(firstJson);
    expect(upstream.calls()["POST /api/getCountryCat"]).toBe(1);
    const logged = gateway
      .logs()
      .filter((l) => l.msg === "request" && l.requestId === "partner-42");
    expect(logged).toEqual([
      expect.objectContaining({ method: "POST", path: "/graphql", status: 200 }),
    ]);
  });

  it("coalesces concurrent misses for one key into one execution", async () => {
    const body = JSON.stringify({ query: countries("code") });
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(body)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(upstream.calls()["POST /api/getCountryCat"]).toBe(1);
  });

  it("never stores an answer with errors", async () => {
    const body = JSON.stringify({
      query: `{ countries { id } exchangeRates(base: "??") { rate } }`,
    });
    const first = await post(body);
    const again = await post(body);
    expect([first.headers.get("x-cache"), again.headers.get("x-cache")]).toEqual(["miss", "miss"]);
    expect(((await again.json()) as { errors?: unknown[] }).errors).toHaveLength(1);
  });

  it("never stores an answer from an upstream that did not mark it public", async () => {
    upstream.server.resetHandlers();
    const body = JSON.stringify({ query: countries("flag") });
    await post(body);
    const again = await post(body);
    expect(again.headers.get("x-cache")).toBe("miss");
    expect(upstream.calls()["POST /api/getCountryCat"]).toBe(2);
  });

  it("still refuses a simple (CSRF-prone) request carrying a cached body", async () => {
    const body = JSON.stringify({ query: countries() });
    await post(body);
    expect((await post(body)).headers.get("x-cache")).toBe("hit");
    const simple = await post(body, { "content-type": "text/plain" });
    expect(simple.status).toBe(400);
    expect(simple.headers.get("x-cache")).toBe("bypass");
  });

  it("bypasses mutations, personal fields and the cache when turned off", async () => {
    expect(
      (await post(JSON.stringify({ query: "mutation { noop }" }))).headers.get("x-cache"),
    ).toBe("bypass");
    expect(
      (await post(JSON.stringify({ query: "{ viewer { email } countries { id } }" }))).headers.get(
        "x-cache",
      ),
    ).toBe("bypass");
    const off = await startTestGateway({ publicCacheTtlSeconds: 0 });
    const before = upstream.calls()["POST /api/getCountryCat"] ?? 0;
    try {
      const body = JSON.stringify({ query: countries() });
      await post(body, {}, off.url);
      const again = await post(body, {}, off.url);
      expect(again.headers.get("x-cache")).toBe("bypass");
      expect(upstream.calls()["POST /api/getCountryCat"]).toBe(before + 2);
    } finally {
      await off.close();
    }
  });

  it("leaves small answers uncompressed", async () => {
    const small = await post(JSON.stringify({ query: "mutation { noop }" }), {
      "accept-encoding": "br",
    });
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(small.headers.get("vary")).toBe("Accept-Encoding");
    expect(await small.json()).toEqual({ data: { noop: true } });
  });
});
