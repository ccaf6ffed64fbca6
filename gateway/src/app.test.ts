// The express app over real HTTP: health, request ids, access log, headers, web app serving.
import { http, HttpResponse } from "msw";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { NOT_BUILT_MESSAGE } from "./http/web-app";
import { HEALTH_CHECK_TIMEOUT_MS } from "./http/health";
import { startTestGateway, type TestGateway } from "./testing/test-gateway";
import { TEST_UPSTREAM_URL } from "./testing/upstream-handlers";
import { useUpstreamMock } from "./testing/upstream-mock";

const upstream = useUpstreamMock();

function builtWebApp(): string {
  const dir = mkdtempSync(join(tmpdir(), "gateway-dist-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "index.html"), "<!doctype html><title>app</title>");
  writeFileSync(join(dir, "sandbox.html"), "<!doctype html><title>sandbox</title>");
  writeFileSync(join(dir, "assets", "app-3f9a.js"), "console.log('app')");
  writeFileSync(join(dir, "favicon.svg"), "<svg/>");
  return dir;
}

const html = { accept: "text/html,application/xhtml+xml,*/*;q=0.8" };

describe("gateway app", () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startTestGateway({ webDistDir: builtWebApp() });
  });
  afterAll(() => gateway.close());
  afterEach(() => gateway.clearLogs());

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${gateway.url}${path}`, { headers });

  describe("/healthz", () => {
    it("reports the upstream up", async () => {
      const response = await get("/healthz");
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true, upstream: "up" });
      expect(upstream.calls()).toEqual({ "GET /healthz": 1 });
    });

    it("stays 200 and reports the upstream down when it cannot be reached", async () => {
      upstream.server.use(http.get(`${TEST_UPSTREAM_URL}/healthz`, () => HttpResponse.error()));
      const response = await get("/healthz");
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true, upstream: "down" });
    });

    it("reports down within a second when the upstream hangs", async () => {
      upstream.server.use(
        http.get(`${TEST_UPSTREAM_URL}/healthz`, () => new Promise<never>(() => {})),
      );
      expect(await (await get("/healthz")).json()).toEqual({ ok: true, upstream: "down" });
      // the check gave up at its own bound (a second), not the upstream's: read from the log
      // rather than a clock, which a busy machine stretches
      expect(gateway.logs()).toContainEqual(
        expect.objectContaining({
          msg: "upstream health check failed",
          error: expect.stringContaining(`within ${HEALTH_CHECK_TIMEOUT_MS} ms`),
        }),
      );
    });
  });

  describe("request ids and the access log", () => {
    it("creates an id, echoes it and logs one line for the request", async () => {
      const response = await get("/healthz?probe=1");
      const id = response.headers.get("x-request-id");
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(gateway.logs().filter((l) => l.msg === "request")).toEqual([
        expect.objectContaining({
          level: "info",
          requestId: id,
          method: "GET",
          path: "/healthz",
          status: 200,
          ms: expect.any(Number),
        }),
      ]);
    });

    it("honours a sane incoming id and replaces an unsafe one", async () => {
      const kept = await get("/healthz", { "x-request-id": "edge-42" });
      expect(kept.headers.get("x-request-id")).toBe("edge-42");
      const replaced = await get("/healthz", { "x-request-id": "<script>" });
      expect(replaced.headers.get("x-request-id")).not.toBe("<script>");
    });
  });

  it("sets the security headers on every response and hides the framework", async () => {
    for (const path of ["/healthz", "/", "/missing"]) {
      const response = await get(path, html);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("worker-src 'self' blob:");
      expect(csp).toContain("img-src 'self' data:");
      expect(response.headers.get("x-powered-by")).toBeNull();
    }
  });

  describe("web app", () => {
    it("serves index.html, uncached, for browser navigations (SPA fallback)", async () => {
      for (const path of ["/", "/hotel", "/user/profile?tab=1"]) {
        const response = await get(path, html);
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toMatch(/text\/html/);
        expect(response.headers.get("cache-control")).toBe("no-cache");
        expect(await response.text()).toContain("<title>app</title>");
      }
    });

    it("serves the sandbox page", async () => {
      const response = await get("/sandbox", html);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("<title>sandbox</title>");
    });

    it("caches hashed assets for a year and other files not at all", async () => {
      const asset = await get("/assets/app-3f9a.js");
      expect(asset.status).toBe(200);
      expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const favicon = await get("/favicon.svg");
      expect(favicon.headers.get("cache-control")).toBe("no-cache");
    });

    it("serves the page to tools that accept anything (curl sends */*)", async () => {
      const response = await get("/", { accept: "*/*" });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("<title>app</title>");
    });

    it("answers 404 for missing assets and non-HTML requests, not index.html", async () => {
      expect((await get("/assets/gone.js", html)).status).toBe(404);
      expect((await get("/robots.txt", html)).status).toBe(404);
      expect((await get("/nothing", { accept: "application/json" })).status).toBe(404);
      const post = await fetch(`${gateway.url}/hotel`, { method: "POST", headers: html });
      expect(post.status).toBe(404);
    });
  });
});

describe("gateway app without a web build", () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startTestGateway({ webDistDir: join(tmpdir(), "no-such-web-dist") });
  });
  afterAll(() => gateway.close());

  it.each(["/", "/hotel", "/sandbox"])("answers %s with 503 and a clear message", async (path) => {
    const response = await fetch(`${gateway.url}${path}`, { headers: html });
    expect(response.status).toBe(503);
    expect(response.headers.get("content-type")).toMatch(/text\/plain/);
    expect(await response.text()).toBe(NOT_BUILT_MESSAGE);
    expect(NOT_BUILT_MESSAGE).toBe("web app not built: run npm run build");
  });

  it("still serves GraphQL and health", async () => {
    expect((await gateway.graphql("{ ok }")).body).toEqual({ data: { ok: true } });
    expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);
  });
});

describe("visitor address", () => {
  async function forwardedFor(trustProxy: false | string[]): Promise<string | null> {
    const gateway = await startTestGateway({ trustProxy });
    let seen: string | null = null;
    upstream.server.events.on("request:start", ({ request }) => {
      if (request.url.endsWith("/getCountryCat")) seen = request.headers.get("x-forwarded-for");
    });
    try {
      await gateway.graphql("{ countries { id } }", {
        headers: { "x-forwarded-for": "198.51.100.7" },
      });
    } finally {
      await gateway.close();
    }
    return seen;
  }

  it("ignores X-Forwarded-For unless the proxy is trusted", async () => {
    expect(await forwardedFor(false)).toBe("127.0.0.1");
  });

  it("uses X-Forwarded-For from a trusted proxy", async () => {
    expect(await forwardedFor(["loopback"])).toBe("198.51.100.7");
  });
});
