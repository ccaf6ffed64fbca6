/**
 * The gateway in front of a failing upstream: refused, erroring and hanging. The spec's
 * fallbacks apply, the answer comes within the configured timeout, nothing internal leaks, and
 * each fault is logged with the request id.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { loadGatewayConfig, startGateway, type RunningGateway } from "@travel/gateway";
import { freePort } from "../e2e/support/product";

const TIMEOUT_MS = 400;
const query = `{ countries { id } nationalities { id name code } exchangeRates { currency rate }
  exchangeRate(from: "USD", to: "EUR") currencies { code } localeInfo { currentCurrency { code } }
  siteConfig { orgName } productMenu { key } }`;

interface Harness {
  gateway: RunningGateway;
  logs: string[];
}

async function gatewayTo(upstreamUrl: string): Promise<Harness> {
  const logs: string[] = [];
  const gateway = await startGateway(
    loadGatewayConfig({
      PORT: "0",
      HOST: "127.0.0.1",
      UPSTREAM_URL: upstreamUrl,
      UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS),
      LOG_LEVEL: "info",
    }),
    { logSink: (line) => logs.push(line) },
  );
  return { gateway, logs };
}

async function ask(gateway: RunningGateway) {
  const started = Date.now();
  const res = await fetch(`${gateway.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-request-id": "fault-test-1" },
    body: JSON.stringify({ query }),
  });
  return {
    res,
    body: (await res.json()) as { data: Record<string, unknown>; errors?: unknown[] },
    ms: Date.now() - started,
  };
}

function expectFallbacks(body: { data: Record<string, unknown>; errors?: unknown[] }) {
  expect(body.errors).toBeUndefined();
  expect(body.data.countries).toEqual([]);
  expect(body.data.nationalities).toEqual([{ id: "1", name: "American", code: "US" }]);
  expect(body.data.exchangeRates).toBeNull();
  expect(body.data.exchangeRate).toBeNull();
  expect(body.data.localeInfo).toEqual({ currentCurrency: { code: "USD" } });
  expect(JSON.stringify(body)).not.toMatch(/ECONNREFUSED|stack|Internal/i);
}

function faultLogs(logs: string[]) {
  return logs
    .map((l) => JSON.parse(l) as Record<string, unknown>)
    .filter((l) => l.level === "warn" && l.requestId === "fault-test-1");
}

test("upstream refusing connections: fallbacks, and the fault is logged with the request id", async () => {
  const port = await freePort();
  const { gateway, logs } = await gatewayTo(`http://127.0.0.1:${port}`);
  try {
    const { res, body } = await ask(gateway);
    expect(res.status).toBe(200);
    expectFallbacks(body);
    expect(faultLogs(logs).length).toBeGreaterThan(0);
  } finally {
    await gateway.close();
  }
});

describe("upstream answering 500 or hanging", () => {
  let upstream: Server;
  let mode: "error" | "hang" = "error";
  let upstreamUrl: string;

  beforeAll(async () => {
    upstream = createServer((_req, res) => {
      if (mode === "hang") return; // accepts and never answers
      res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ status: 0, message: "Internal error" }));
    });
    await new Promise<void>((r) => upstream.listen(0, "127.0.0.1", r));
    upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    upstream.closeAllConnections();
    await new Promise((r) => upstream.close(r));
  });

  test("500: fallbacks and a logged fault", async () => {
    mode = "error";
    const { gateway, logs } = await gatewayTo(upstreamUrl);
    try {
      const { body } = await ask(gateway);
      expectFallbacks(body);
      expect(faultLogs(logs).length).toBeGreaterThan(0);
    } finally {
      await gateway.close();
    }
  });

  test("hanging: the gateway answers within its timeout with the fallbacks", async () => {
    mode = "hang";
    const { gateway, logs } = await gatewayTo(upstreamUrl);
    try {
      const { body, ms } = await ask(gateway);
      expectFallbacks(body);
      // every endpoint is called in parallel, each bounded by the timeout
      expect(ms).toBeLessThan(TIMEOUT_MS * 2 + 500);
      expect(faultLogs(logs).some((l) => JSON.stringify(l).match(/timeout/i))).toBe(true);
    } finally {
      upstream.closeAllConnections();
      await gateway.close();
    }
  });
});
