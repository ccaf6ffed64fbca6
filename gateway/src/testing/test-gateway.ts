/**
 * Starts the real gateway on a free loopback port against the mocked upstream, captures its
 * log lines, and offers a GraphQL helper that calls it over HTTP.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEFAULT_ABUSE_LIMITS, type GatewayConfig } from "../config";
import { startGateway, type GatewayDeps, type RunningGateway } from "../index";
import { TEST_UPSTREAM_URL } from "./upstream-handlers";
import { DEFAULT_RESILIENCE } from "../upstream/resilience";

export interface LogEntry {
  level: string;
  msg: string;
  [field: string]: unknown;
}

export interface GraphQLCall {
  variables?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** Sent as a Cookie header. */
  cookies?: Record<string, string>;
}

export interface GraphQLResult {
  status: number;
  headers: Headers;
  body: {
    data?: Record<string, unknown> | null;
    errors?: { message: string; path?: unknown[]; extensions?: Record<string, unknown> }[];
  };
}

export interface TestGateway extends RunningGateway {
  config: GatewayConfig;
  /** Log entries written so far. */
  logs(): LogEntry[];
  clearLogs(): void;
  graphql(query: string, call?: GraphQLCall): Promise<GraphQLResult>;
}

export function testConfig(overrides: Partial<GatewayConfig> = {}): GatewayConfig {
  return {
    port: 0,
    host: "127.0.0.1",
    upstreamUrl: TEST_UPSTREAM_URL,
    upstreamTimeoutMs: 1000,
    upstreamPasswordTimeoutMs: 1000,
    upstreamWriteTimeoutMs: 1000,
    webDistDir: mkdtempSync(join(tmpdir(), "gateway-web-")),
    galleryDistDir: mkdtempSync(join(tmpdir(), "gateway-gallery-")),
    logLevel: "info",
    trustProxy: false,
    publicSiteUrl: "https://travel.test",
    partnerOrigins: [],
    signInMasterCode: "MASTER-TEST",
    savingsSiteUrl: "https://savings.test/site",
    savingsProgramId: "WFH-DAILY",
    savingsMemberPrefix: "WFH",
    siteApiKey: "test-site-key",
    publicCacheTtlSeconds: 60,
    resilience: DEFAULT_RESILIENCE,
    readinessCacheMs: 2000,
    shutdownDelayMs: 0,
    redisUrl: null,
    redisKeyPrefix: "travel:",
    abuseLimits: DEFAULT_ABUSE_LIMITS,
    ...overrides,
  };
}

export async function startTestGateway(
  overrides: Partial<GatewayConfig> = {},
  deps: Pick<GatewayDeps, "store"> = {},
): Promise<TestGateway> {
  const config = testConfig(overrides);
  let lines: string[] = [];
  const running = await startGateway(config, { ...deps, logSink: (line) => lines.push(line) });
  return {
    ...running,
    config,
    logs: () => lines.map((line) => JSON.parse(line) as LogEntry),
    clearLogs: () => {
      lines = [];
    },
    async graphql(query, call = {}) {
      const cookie = Object.entries(call.cookies ?? {})
        .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
        .join("; ");
      const response = await fetch(`${running.url}/graphql`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(cookie ? { cookie } : {}),
          ...call.headers,
        },
        body: JSON.stringify({ query, variables: call.variables }),
      });
      return {
        status: response.status,
        headers: response.headers,
        body: (await response.json()) as GraphQLResult["body"],
      };
    },
  };
}
