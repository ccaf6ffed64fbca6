/**
 * What an operator relies on, over real HTTP: /readyz (503 while the upstream is unreachable and
 * once shutdown begins, in-flight requests drained before the gateway stops), /healthz staying
 * liveness, Prometheus metrics at /metrics, and the gateway's request id in the upstream's JSON
 * log lines.
 */
import type { RunningGateway } from "@travel/gateway";
import type { RunningUpstream } from "@travel/upstream";
import { startFaultServer, PASS, type FaultServer } from "../support/fault-server";
import { graphqlAt, startTestGateway, startTestUpstream } from "../support/stack";

let upstream: RunningUpstream;
let proxy: FaultServer;
const upstreamLines: string[] = [];

beforeAll(async () => {
  upstream = await startTestUpstream("operations", { logLevel: "info" }, (l) =>
    upstreamLines.push(l),
  );
  proxy = await startFaultServer({ target: upstream.url });
}, 60_000);
afterAll(async () => {
  await proxy?.close();
  await upstream?.close();
});
afterEach(() => proxy.setPlan(() => PASS));

/** Polls until `check` holds (no fixed sleeps). */
async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 20));
  }
}

const readyz = async (gateway: RunningGateway) => {
  const res = await fetch(`${gateway.url}/readyz`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe("/readyz", () => {
  let gateway: RunningGateway;
  afterEach(() => gateway.close());

  test("200 while the upstream answers, 503 while it is unreachable (healthz stays 200), 200 again once it heals", async () => {
    gateway = await startTestGateway(proxy.url, { READINESS_CACHE_MS: "0" });
    expect(await readyz(gateway)).toEqual({ status: 200, body: { ready: true } });

    proxy.setPlan(() => ({ kind: "reset" }));
    expect(await readyz(gateway)).toEqual({
      status: 503,
      body: { ready: false, reason: "upstream_unreachable" },
    });
    const health = await fetch(`${gateway.url}/healthz`);
    expect(health.status).toBe(200);

    proxy.setPlan(() => PASS);
    await eventually(async () => (await readyz(gateway)).status === 200);
  });

  test("503 once shutdown begins; the request in flight is answered before the gateway stops", async () => {
    gateway = await startTestGateway(proxy.url, {
      SHUTDOWN_DELAY_MS: "300",
      PUBLIC_CACHE_TTL_SECONDS: "0",
      UPSTREAM_TIMEOUT_MS: "5000",
    });
    const graphql = graphqlAt(() => gateway.url);
    let slowSeen = false;
    proxy.setPlan((r) => {
      if (r.path !== "/api/getCountryCat") return PASS;
      slowSeen = true;
      return { kind: "slow-body", delayMs: 800 };
    });
    const inFlight = graphql<{ countries: unknown[] }>("{ countries { id } }");
    await eventually(async () => slowSeen);

    let stopped = false;
    const closing = gateway.close().then(() => (stopped = true));
    expect(await readyz(gateway)).toEqual({
      status: 503,
      body: { ready: false, reason: "shutting_down" },
    });
    const { res, body } = await inFlight;
    expect(res.status).toBe(200);
    expect(body.data.countries.length).toBeGreaterThan(100);
    await closing;
    expect(stopped).toBe(true);
    await expect(fetch(`${gateway.url}/readyz`)).rejects.toThrow();
  });
});

describe("/metrics and logs", () => {
  let gateway: RunningGateway;
  const gatewayLines: string[] = [];
  beforeAll(async () => {
    gateway = await startTestGateway(
      proxy.url,
      { LOG_LEVEL: "info" },
      {
        logSink: (l) => gatewayLines.push(l),
      },
    );
  });
  afterAll(() => gateway.close());

  test("Prometheus metrics: requests and latency per operation, upstream calls by group and outcome, cache, breakers", async () => {
    const graphql = graphqlAt(() => gateway.url);
    const query = "query Countries { countries { id } }";
    await graphql(query);
    await graphql(query); // a public answer: the second comes from the response cache
    proxy.setPlan((r) => (r.path === "/api/general/getSiteConfig" ? { kind: "reset" } : PASS));
    await graphql("query Site { siteConfig { orgName } }");

    const res = await fetch(`${gateway.url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    const value = (series: string) => {
      const line = text.split("\n").find((l) => l.startsWith(`${series} `));
      return line === undefined ? undefined : Number(line.slice(series.length + 1));
    };
    expect(value('gateway_graphql_requests_total{operation="Countries",status="200"}')).toBe(2);
    expect(value('gateway_graphql_request_duration_seconds_count{operation="Countries"}')).toBe(2);
    expect(value('gateway_response_cache_total{result="hit"}')).toBeGreaterThanOrEqual(1);
    expect(value('gateway_upstream_attempts_total{group="/api/getCountryCat",outcome="ok"}')).toBe(
      1,
    );
    expect(
      value('gateway_upstream_attempts_total{group="/api/general",outcome="unavailable"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(value('gateway_upstream_retries_total{group="/api/general"}')).toBeGreaterThanOrEqual(1);
    expect(value('gateway_circuit_breaker_state{group="/api/getCountryCat"}')).toBe(0);
    expect(value("gateway_ready")).toBeDefined();
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
  });

  test("JSON logs: the gateway's request id is in its own lines and the upstream's", async () => {
    const graphql = graphqlAt(() => gateway.url);
    upstreamLines.length = 0;
    await graphql("{ nationalities { id } }", {}, { "x-request-id": "ops-trace-7" });
    const own = gatewayLines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(own).toContainEqual(
      expect.objectContaining({ level: "info", msg: "request", requestId: "ops-trace-7" }),
    );
    await eventually(async () =>
      upstreamLines.some((l) => {
        const entry = JSON.parse(l) as Record<string, unknown>;
        return entry.requestId === "ops-trace-7" && entry.path === "/api/getNationalityCat";
      }),
    );
  });
});
