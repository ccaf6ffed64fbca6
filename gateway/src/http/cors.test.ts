// CORS through the whole gateway (msw upstream): partner origins from PARTNER_ORIGINS only.
import { http, HttpResponse } from "msw";
import { loadGatewayConfig } from "../config";
import { db } from "../testing/upstream-db";
import { TEST_UPSTREAM_URL } from "../testing/upstream-handlers";
import { useUpstreamMock } from "../testing/upstream-mock";
import { startTestGateway, type TestGateway } from "../testing/test-gateway";
import { CORS_ALLOWED_HEADERS, PREFLIGHT_MAX_AGE_SECONDS } from "./cors";

const PARTNER = "https://partner.example";
const STRANGER = "https://stranger.example";
const upstream = useUpstreamMock();
let gateway: TestGateway;

beforeEach(async () => {
  gateway = await startTestGateway({ partnerOrigins: [PARTNER, "http://localhost:5173"] });
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

const preflight = (origin: string, headers = "content-type, authorization") =>
  fetch(`${gateway.url}/graphql`, {
    method: "OPTIONS",
    headers: {
      origin,
      "access-control-request-method": "POST",
      "access-control-request-headers": headers,
    },
  });

const post = (origin: string | null, query = "{ countries { id } }") =>
  fetch(`${gateway.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(origin ? { origin } : {}) },
    body: JSON.stringify({ query }),
  });

describe("CORS", () => {
  it("answers a listed origin's preflight with what it may send, for ten minutes", async () => {
    const res = await preflight(PARTNER);
    expect(res.status).toBe(204);
    expect(Object.fromEntries(res.headers)).toMatchObject({
      "access-control-allow-origin": PARTNER,
      "access-control-allow-credentials": "true",
      "access-control-allow-methods": "GET, POST, OPTIONS",
      "access-control-allow-headers": CORS_ALLOWED_HEADERS.join(", "),
      "access-control-max-age": String(PREFLIGHT_MAX_AGE_SECONDS),
      vary: "Origin",
    });
    expect(CORS_ALLOWED_HEADERS).toEqual(
      expect.arrayContaining(["authorization", "content-type", "idempotency-key"]),
    );
  });

  it("refuses an unlisted origin's preflight, with no CORS header", async () => {
    const res = await preflight(STRANGER);
    expect(res.status).toBe(403);
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
    expect(res.headers.get("access-control-allow-credentials")).toBeNull();
  });

  it("lets a listed origin read answers, on the execution path and from the public cache", async () => {
    const first = await post(PARTNER);
    const again = await post(PARTNER);
    for (const res of [first, again]) {
      expect(res.status).toBe(200);
      expect(res.headers.get("access-control-allow-origin")).toBe(PARTNER);
      expect(res.headers.get("access-control-allow-credentials")).toBe("true");
      expect(res.headers.get("access-control-expose-headers")).toContain("x-request-id");
      expect(res.headers.get("vary")).toBe("Origin, Accept-Encoding, Cookie");
    }
    expect(first.headers.get("x-cache")).toBe("miss");
    expect(again.headers.get("x-cache")).toBe("hit");
  });

  it("gives an unlisted origin, and a request without an origin, no CORS header", async () => {
    for (const origin of [STRANGER, null]) {
      const res = await post(origin);
      expect(res.status).toBe(200);
      expect(res.headers.get("access-control-allow-origin")).toBeNull();
    }
  });

  it("keeps CSRF prevention for simple cross-origin requests, listed or not", async () => {
    for (const origin of [PARTNER, STRANGER]) {
      const res = await fetch(
        `${gateway.url}/graphql?query=${encodeURIComponent("{ countries { id } }")}`,
        {
          headers: { origin },
        },
      );
      expect(res.status).toBe(400);
      expect(await res.text()).toMatch(/CSRF|preflight/i);
    }
  });

  it("adds nothing when no partner is configured", async () => {
    const plain = await startTestGateway();
    try {
      const res = await fetch(`${plain.url}/graphql`, {
        method: "OPTIONS",
        headers: { origin: PARTNER, "access-control-request-method": "POST" },
      });
      expect(res.headers.get("access-control-allow-origin")).toBeNull();
    } finally {
      await plain.close();
    }
  });
});

describe("PARTNER_ORIGINS", () => {
  const base = { UPSTREAM_URL: "http://127.0.0.1:4010" };

  it("takes a comma-separated list of origins", () => {
    expect(
      loadGatewayConfig({
        ...base,
        PARTNER_ORIGINS: "https://partner.example, http://localhost:5173",
      }).partnerOrigins,
    ).toEqual(["https://partner.example", "http://localhost:5173"]);
    expect(loadGatewayConfig(base).partnerOrigins).toEqual([]);
  });

  it.each([
    "https://partner.example/",
    "https://partner.example/app",
    "partner.example",
    "*",
    "ftp://x.example",
  ])("refuses %j (scheme, host and port only)", (value) => {
    expect(() => loadGatewayConfig({ ...base, PARTNER_ORIGINS: value })).toThrow(
      /PARTNER_ORIGINS must be a comma-separated list of origins/,
    );
  });
});
