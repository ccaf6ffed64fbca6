// The upstream layer's cross-request cache of public answers, against a live server.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { ResponsePolicy } from "../platform/cache/response-policy";
import { createMemoryStore } from "../platform/store";
import { UpstreamBadResponseError } from "./errors";
import { createUpstreamHttp, SHARED_READ, type UpstreamCallMeta } from "./http";

let server: Server;
let baseUrl: string;
let headers: Record<string, string>;
let status: number;
let delayMs: number;
let calls: { path: string; body: string; headers: IncomingMessage["headers"] }[];

beforeAll(async () => {
  server = createServer((req, res: ServerResponse) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      calls.push({ path: req.url ?? "", body, headers: req.headers });
      setTimeout(() => {
        res.writeHead(status, { "content-type": "application/json", ...headers });
        res.end(JSON.stringify({ n: calls.length, ip: req.headers["x-forwarded-for"] ?? null }));
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

beforeEach(() => {
  headers = { "cache-control": "public, max-age=300" };
  status = 200;
  delayMs = 0;
  calls = [];
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const asIs = (body: unknown) => body as { n: number; ip: string | null };

function setup(maxTtlMs = 60_000) {
  let t = 1_000_000;
  const clock = { now: () => t, advance: (ms: number) => (t += ms) };
  const http = createUpstreamHttp({
    baseUrl,
    // the local server answers at once (or after delayMs): the limit only bounds a failure, and
    // 1 s was passed once on a busy machine (the whole Jest run on two cores)
    timeoutMs: 10_000,
    publicCache: { store: createMemoryStore({ now: clock.now }), maxTtlMs, now: clock.now },
  });
  return { http, clock };
}

const meta = (requestId: string, extra: Partial<UpstreamCallMeta> = {}): UpstreamCallMeta => ({
  requestId,
  clientIp: "203.0.113.9",
  ...extra,
});

describe("the upstream public cache", () => {
  it("reuses a public answer across requests and reports its remaining lifetime", async () => {
    const { http, clock } = setup();
    const first = new ResponsePolicy();
    expect(
      await http.post("/api/a", {}, meta("r1", { policy: first }), asIs, SHARED_READ),
    ).toMatchObject({ n: 1 });
    clock.advance(10_000);
    const second = new ResponsePolicy();
    expect(
      await http.post("/api/a", {}, meta("r2", { policy: second }), asIs, SHARED_READ),
    ).toMatchObject({ n: 1 });
    expect(calls).toHaveLength(1);
    expect(first.sharedTtlMs(Infinity)).toBe(60_000);
    expect(second.sharedTtlMs(Infinity)).toBe(50_000);
  });

  it("keeps an answer for min(max-age, the gateway's ttl), then calls again", async () => {
    const { http, clock } = setup(60_000);
    headers = { "cache-control": "public, max-age=30" };
    await http.get("/api/rates", meta("r1"), asIs);
    clock.advance(29_999);
    await http.get("/api/rates", meta("r2"), asIs);
    expect(calls).toHaveLength(1);
    clock.advance(1);
    await http.get("/api/rates", meta("r3"), asIs);
    expect(calls).toHaveLength(2);
  });

  it("keys on method, path and body", async () => {
    const { http } = setup();
    await http.post("/api/a", { from: "USD" }, meta("r1"), asIs, SHARED_READ);
    await http.post("/api/a", { from: "EUR" }, meta("r2"), asIs, SHARED_READ);
    await http.post("/api/b", { from: "USD" }, meta("r3"), asIs, SHARED_READ);
    await http.get("/api/a", meta("r4"), asIs);
    await http.post("/api/a", { from: "USD" }, meta("r5"), asIs, SHARED_READ);
    expect(calls.map((c) => `${c.path} ${c.body}`)).toEqual([
      '/api/a {"from":"USD"}',
      '/api/a {"from":"EUR"}',
      '/api/b {"from":"USD"}',
      "/api/a ",
    ]);
  });

  it.each([
    ["private", { "cache-control": "private, max-age=300" }],
    ["no-store", { "cache-control": "no-store" }],
    ["no-cache", { "cache-control": "public, no-cache, max-age=300" }],
    ["max-age=0", { "cache-control": "public, max-age=0" }],
    ["without public", { "cache-control": "max-age=300" }],
    ["without the header", {}],
    ["Vary: *", { "cache-control": "public, max-age=300", vary: "*" }],
  ])("never shares an answer that is %s", async (_name, answerHeaders) => {
    const { http } = setup();
    headers = answerHeaders;
    const policy = new ResponsePolicy();
    await http.post("/api/a", {}, meta("r1", { policy }), asIs, SHARED_READ);
    await http.post("/api/a", {}, meta("r2"), asIs, SHARED_READ);
    expect(calls).toHaveLength(2);
    expect(policy.sharedTtlMs(60_000)).toBe(0);
  });

  it("never shares a call with a bearer token, even a public answer", async () => {
    const { http } = setup();
    const policy = new ResponsePolicy();
    await http.post("/api/me", {}, meta("r1", { policy }), asIs, {
      bearer: "tok-1",
      sharedRead: true,
    });
    await http.post("/api/me", {}, meta("r2"), asIs, { bearer: "tok-1", sharedRead: true });
    await http.post("/api/me", {}, meta("r3"), asIs, SHARED_READ);
    expect(calls).toHaveLength(3);
    expect(calls[0]?.headers.authorization).toBe("Bearer tok-1");
    expect(policy.sharedTtlMs(60_000)).toBe(0);
  });

  it("never caches a failed answer and reports it as not shareable", async () => {
    const { http } = setup();
    status = 500; // not retried: one failed answer
    const policy = new ResponsePolicy();
    await expect(
      http.post("/api/a", {}, meta("r1", { policy }), asIs, SHARED_READ),
    ).rejects.toBeInstanceOf(UpstreamBadResponseError);
    expect(policy.sharedTtlMs(60_000)).toBe(0);
    status = 200;
    expect(await http.post("/api/a", {}, meta("r2"), asIs, SHARED_READ)).toMatchObject({ n: 2 });
  });

  it("coalesces concurrent misses for one key into one upstream call", async () => {
    const { http } = setup();
    delayMs = 50;
    const answers = await Promise.all(
      ["r1", "r2", "r3", "r4"].map((id) => http.post("/api/a", {}, meta(id), asIs, SHARED_READ)),
    );
    expect(calls).toHaveLength(1);
    expect(answers.map((a) => a.n)).toEqual([1, 1, 1, 1]);
  });

  it("never shares nor coalesces a POST not marked as a shared read (it may change something)", async () => {
    const { http } = setup();
    delayMs = 50;
    const policy = new ResponsePolicy();
    await Promise.all(["r1", "r2"].map((id) => http.post("/api/w", {}, meta(id), asIs)));
    await http.post("/api/w", {}, meta("r3", { policy }), asIs);
    expect(calls).toHaveLength(3);
    // the answer itself is public: the GraphQL response using it may still be shared
    expect(policy.sharedTtlMs(60_000)).toBe(60_000);
  });

  it("lets concurrent callers make their own call when the answer is not shareable", async () => {
    const { http } = setup();
    delayMs = 50;
    headers = { "cache-control": "no-store" };
    await Promise.all(
      ["r1", "r2", "r3"].map((id) => http.post("/api/a", {}, meta(id), asIs, SHARED_READ)),
    );
    expect(calls).toHaveLength(3);
  });

  it("follows Vary: a varied header must match, and the answer is not shared with every visitor", async () => {
    const { http } = setup();
    headers = { "cache-control": "public, max-age=300", vary: "X-Forwarded-For" };
    const policy = new ResponsePolicy();
    const a = await http.post("/api/geo", {}, meta("r1", { policy }), asIs, SHARED_READ);
    const b = await http.post(
      "/api/geo",
      {},
      meta("r2", { clientIp: "198.51.100.7" }),
      asIs,
      SHARED_READ,
    );
    const c = await http.post(
      "/api/geo",
      {},
      meta("r3", { clientIp: "198.51.100.7" }),
      asIs,
      SHARED_READ,
    );
    expect([a.ip, b.ip, c.ip]).toEqual(["203.0.113.9", "198.51.100.7", "198.51.100.7"]);
    expect(calls).toHaveLength(2);
    expect(policy.sharedTtlMs(60_000)).toBe(0);
  });

  it("shares answers that vary only on headers every call sends alike", async () => {
    const { http } = setup();
    headers = { "cache-control": "public, max-age=300", vary: "Accept-Encoding, Accept" };
    const policy = new ResponsePolicy();
    await http.post("/api/a", {}, meta("r1"), asIs, SHARED_READ);
    await http.post(
      "/api/a",
      {},
      meta("r2", { clientIp: "198.51.100.7", policy }),
      asIs,
      SHARED_READ,
    );
    expect(calls).toHaveLength(1);
    expect(policy.sharedTtlMs(60_000)).toBe(60_000);
  });

  it("sends the visitor's language as Accept-Language and keeps one shared copy per language", async () => {
    const { http } = setup();
    headers = { "cache-control": "public, max-age=300", vary: "Accept-Language" };
    const spanish = new ResponsePolicy();
    const call = (id: string, extra: Partial<UpstreamCallMeta>) =>
      http.post("/api/countries", {}, meta(id, extra), asIs, SHARED_READ);
    const first = await call("r1", { language: "es-ES", policy: spanish });
    const english = await call("r2", { language: "en-US" });
    const again = await call("r3", { language: "es-ES" });
    const none = await call("r4", {});
    // without a language no Accept-Language is sent (the upstream answers English)
    expect(calls.map((c) => c.headers["accept-language"])).toEqual(["es-ES", "en-US", undefined]);
    expect([first.n, english.n, again.n, none.n]).toEqual([1, 2, 1, 3]);
    // the public-response cache is keyed by the language cookie the header comes from
    expect(spanish.sharedTtlMs(60_000)).toBe(60_000);
  });

  it("decodes a shared answer once while it is fresh, and hands out a frozen value", async () => {
    const { http, clock } = setup();
    let decodes = 0;
    const counting = (body: unknown) => {
      decodes += 1;
      return body as { n: number };
    };
    const first = await http.post("/api/a", {}, meta("r1"), counting, SHARED_READ);
    const second = await http.post("/api/a", {}, meta("r2"), counting, SHARED_READ);
    expect(second).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(decodes).toBe(1);
    clock.advance(60_000);
    await http.post("/api/a", {}, meta("r3"), counting, SHARED_READ);
    expect(decodes).toBe(2);
  });
});
