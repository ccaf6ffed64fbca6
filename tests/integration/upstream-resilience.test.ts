/**
 * The gateway's upstream client under real HTTP faults (tests/support/fault-server.ts): resets,
 * 503 with Retry-After, hangs, slow and oversize bodies. Idempotent reads are retried within the
 * time limit and a budget, writes never; an oversize answer is abandoned at the cap; a breaker
 * per endpoint group fails fast once a group keeps failing and recovers when it heals.
 */
import type { RunningUpstream } from "@travel/upstream";
import type { RunningGateway } from "@travel/gateway";
import {
  UpstreamBadResponseError,
  UpstreamCircuitOpenError,
  UpstreamTimeoutError,
  UpstreamUnavailableError,
} from "@travel/gateway/src/upstream/errors";
import {
  createUpstreamHttp,
  SHARED_READ,
  type UpstreamObserver,
  type UpstreamOutcome,
} from "@travel/gateway/src/upstream/http";
import {
  DEFAULT_RESILIENCE,
  type ResilienceSettings,
} from "@travel/gateway/src/upstream/resilience";
import { startFaultServer, PASS, type Fault, type FaultServer } from "../support/fault-server";
import { graphqlAt, startTestGateway, startTestUpstream } from "../support/stack";

const OK_BODY = JSON.stringify({ status: 1, data: [{ id: 1 }] });
const asIs = (json: unknown) => json;
const meta = { requestId: "resilience-test" };

function okServer(plan?: (seq: number, path: string) => Fault): Promise<FaultServer> {
  return startFaultServer({
    respond: (_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(OK_BODY);
    },
    plan: plan ? (r) => plan(r.seq, r.path) : undefined,
  });
}

function recorder() {
  const attempts: { group: string; outcome: UpstreamOutcome }[] = [];
  const states: string[] = [];
  const observer: UpstreamObserver = {
    attempt: (group, outcome) => attempts.push({ group, outcome }),
    retry: () => {},
    breakerState: (group, state) => states.push(`${group}:${state}`),
    cacheLookup: () => {},
  };
  return { attempts, states, observer };
}

function client(url: string, timeoutMs: number, overrides: Partial<ResilienceSettings> = {}) {
  const rec = recorder();
  const http = createUpstreamHttp({
    baseUrl: url,
    timeoutMs,
    resilience: { ...DEFAULT_RESILIENCE, ...overrides },
    observer: rec.observer,
  });
  return { http, ...rec };
}

/** Polls `check` until it holds (no fixed sleeps), failing after `timeoutMs`. */
async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe("retries of idempotent reads", () => {
  let server: FaultServer;
  afterEach(() => server.close());

  test("a reset is retried and the read succeeds", async () => {
    server = await okServer((seq) => (seq === 1 ? { kind: "reset" } : PASS));
    const { http } = client(server.url, 2000);
    await expect(http.post("/api/getCountryCat", {}, meta, asIs, SHARED_READ)).resolves.toEqual(
      JSON.parse(OK_BODY),
    );
    expect(server.log().map((e) => e.fault)).toEqual(["reset", "pass"]);
  });

  test("a write is never retried: one reset, one attempt, an unavailable error", async () => {
    server = await okServer((seq) => (seq === 1 ? { kind: "reset" } : PASS));
    const { http } = client(server.url, 2000);
    await expect(http.post("/api/reservations", { a: 1 }, meta, asIs)).rejects.toBeInstanceOf(
      UpstreamUnavailableError,
    );
    expect(server.log()).toHaveLength(1);
  });

  test("503 with Retry-After: the retry waits the time asked for", async () => {
    server = await okServer((seq) =>
      seq === 1 ? { kind: "unavailable", retryAfterSeconds: 1 } : PASS,
    );
    const { http } = client(server.url, 3000);
    await expect(http.get("/api/offers", meta, asIs)).resolves.toEqual(JSON.parse(OK_BODY));
    const [first, second] = server.log();
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(990);
  });

  test("a Retry-After longer than the time limit is not waited for: the 503 fails at once", async () => {
    server = await okServer(() => ({ kind: "unavailable", retryAfterSeconds: 30 }));
    const { http } = client(server.url, 2000);
    const started = Date.now();
    await expect(http.get("/api/offers", meta, asIs)).rejects.toBeInstanceOf(
      UpstreamBadResponseError,
    );
    expect(server.log()).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  test("retries stay within the budget when a group keeps failing", async () => {
    server = await okServer(() => ({ kind: "reset" }));
    // a breaker that never opens, to see the budget alone
    const { http } = client(server.url, 2000, {
      retryBudgetReserve: 3,
      retryBudgetRatio: 0.1,
      breakerMinimumRps: 1000,
      retryBaseDelayMs: 1,
    });
    const calls = 20;
    for (let i = 0; i < calls; i++) {
      await expect(http.get("/api/offers", meta, asIs)).rejects.toBeInstanceOf(
        UpstreamUnavailableError,
      );
    }
    // 20 first attempts; retries: the reserve of 3 plus 10% of 20 deposits
    expect(server.log().length).toBeLessThanOrEqual(calls + 3 + 2);
    expect(server.log().length).toBeGreaterThan(calls);
  });
});

describe("bodies", () => {
  let server: FaultServer;
  afterEach(() => server.close());

  test("a 300 MB answer is abandoned at the cap: an upstream error, little read", async () => {
    server = await okServer(() => ({ kind: "oversize", bytes: 300 * 1024 * 1024 }));
    const { http, attempts } = client(server.url, 10_000, { maxResponseBytes: 1024 * 1024 });
    const heapBefore = process.memoryUsage().heapUsed;
    await expect(http.get("/api/offers", meta, asIs)).rejects.toThrow(
      /answer larger than 1048576 bytes/,
    );
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(64 * 1024 * 1024);
    expect(attempts).toEqual([{ group: "/api/offers", outcome: "too_large" }]);
    // the read stopped and the connection was dropped: the server pushed little past the cap
    await eventually(async () => server.openConnections() === 0);
    expect(server.oversizeBytesSent()).toBeLessThan(64 * 1024 * 1024);
    expect(server.log()).toHaveLength(1); // not retried
  });

  test("a body that stalls past the time limit is a timeout", async () => {
    server = await okServer(() => ({ kind: "slow-body", delayMs: 5000 }));
    const { http } = client(server.url, 300);
    const started = Date.now();
    await expect(http.get("/api/offers", meta, asIs)).rejects.toBeInstanceOf(UpstreamTimeoutError);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  test("a slow body within the time limit is read whole", async () => {
    server = await okServer(() => ({ kind: "slow-body", delayMs: 100 }));
    const { http } = client(server.url, 2000);
    await expect(http.get("/api/offers", meta, asIs)).resolves.toEqual(JSON.parse(OK_BODY));
  });
});

describe("circuit breaker per endpoint group", () => {
  let server: FaultServer;
  afterEach(() => server.close());

  test("with half the calls hanging, the breaker opens and later calls fail fast, then it recovers", async () => {
    const TIMEOUT = 300;
    server = await okServer((seq) => (seq % 2 === 0 ? { kind: "hang" } : PASS));
    const { http, states } = client(server.url, TIMEOUT, {
      breakerThreshold: 0.3,
      breakerWindowMs: 5000,
      breakerMinimumRps: 1,
      breakerHalfOpenAfterMs: 500,
    });
    const timed = async () => {
      const started = performance.now();
      const outcome = await http.get("/api/offers", meta, asIs).then(
        () => "ok",
        (err: unknown) => (err instanceof UpstreamCircuitOpenError ? "open" : "failed"),
      );
      return { outcome, ms: performance.now() - started };
    };
    const waves: { outcome: string; ms: number }[][] = [];
    for (let wave = 0; wave < 4; wave++) {
      waves.push(await Promise.all(Array.from({ length: 10 }, timed)));
    }
    expect(states).toContain("/api/offers:open");
    const last = waves[3]!;
    // once open, calls no longer cost the full timeout
    expect(last.every((r) => r.outcome === "open")).toBe(true);
    expect(Math.max(...last.map((r) => r.ms))).toBeLessThan(TIMEOUT / 2);
    // another group is not affected
    await expect(http.get("/api/general/getSiteConfig", meta, asIs)).resolves.toBeDefined();

    // the upstream heals: after the half-open delay one trial call closes the breaker again
    server.setPlan(() => PASS);
    await eventually(async () => (await timed()).outcome === "ok");
    expect(http.breakerStates()["/api/offers"]).toBe("closed");
  });
});

describe("through the gateway", () => {
  let upstream: RunningUpstream;
  let proxy: FaultServer;
  let gateway: RunningGateway;
  const graphql = graphqlAt(() => gateway.url);

  beforeAll(async () => {
    upstream = await startTestUpstream("resilience");
    proxy = await startFaultServer({ target: upstream.url });
  }, 60_000);
  afterEach(() => gateway.close());
  afterAll(async () => {
    await proxy.close();
    await upstream.close();
  });

  test("one reset no longer empties the country list", async () => {
    gateway = await startTestGateway(proxy.url, { PUBLIC_CACHE_TTL_SECONDS: "0" });
    let resetDone = false;
    proxy.setPlan((r) => {
      if (r.path === "/api/getCountryCat" && !resetDone) {
        resetDone = true;
        return { kind: "reset" };
      }
      return PASS;
    });
    const { body } = await graphql<{ countries: { id: string }[] }>("{ countries { id } }");
    expect(body.errors).toBeUndefined();
    expect(body.data.countries.length).toBeGreaterThan(100);
    expect(resetDone).toBe(true);
  });

  test("half the getCountryCat calls hanging: once the breaker opens, countries no longer costs the timeout", async () => {
    const TIMEOUT = 400;
    gateway = await startTestGateway(proxy.url, {
      PUBLIC_CACHE_TTL_SECONDS: "0",
      UPSTREAM_TIMEOUT_MS: String(TIMEOUT),
    });
    let n = 0;
    proxy.setPlan((r) =>
      r.path === "/api/getCountryCat" && ++n % 2 === 0 ? { kind: "hang" } : PASS,
    );
    const countries = async () => {
      const { body } = await graphql<{ countries: unknown[] }>("{ countries { id } }");
      return body.data.countries.length;
    };
    const breakerOpen = async () =>
      /^gateway_circuit_breaker_state\{group="\/api\/getCountryCat"\} 2$/m.test(
        await (await fetch(`${gateway.url}/metrics`)).text(),
      );
    // waves of 10 until the breaker has opened (at most 6 waves)
    for (let i = 0; i < 6 && !(await breakerOpen()); i++)
      await Promise.all(Array.from({ length: 10 }, countries));
    expect(await breakerOpen()).toBe(true);
    // then a wave fails fast with the spec's fallback (an empty list) without calling the
    // upstream at all: no call can cost the timeout, however busy the machine is
    const callsBefore = n;
    const wave = await Promise.all(Array.from({ length: 10 }, countries));
    expect(wave).toEqual(Array.from({ length: 10 }, () => 0));
    expect(n).toBe(callsBefore);
  });

  test("a 300 MB upstream answer is an upstream error (the spec fallback), not a crash", async () => {
    gateway = await startTestGateway(proxy.url, {
      PUBLIC_CACHE_TTL_SECONDS: "0",
      UPSTREAM_MAX_RESPONSE_BYTES: String(1024 * 1024),
      UPSTREAM_TIMEOUT_MS: "10000",
    });
    proxy.setPlan((r) =>
      r.path === "/api/getCountryCat" ? { kind: "oversize", bytes: 300 * 1024 * 1024 } : PASS,
    );
    const { body } = await graphql<{ countries: unknown[] }>("{ countries { id } }");
    expect(body.data.countries).toEqual([]);
    const health = await fetch(`${gateway.url}/healthz`);
    expect(health.status).toBe(200);
  });
});
