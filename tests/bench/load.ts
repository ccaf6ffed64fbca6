/**
 * Load with autocannon: BENCH_CONNECTIONS (default 50) connections for BENCH_SECONDS (default 8)
 * seconds after a short warm-up, and what a GraphQL query costs in upstream calls.
 */
import autocannon from "autocannon";
import { loadavg } from "node:os";
import type { CountingProxy } from "../support/counting-proxy";

export const loadSettings = {
  seconds: Number(process.env.BENCH_SECONDS ?? 8),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 2),
};

export interface LoadResult {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  /** Answers per second equal to the one fetched before the load (the figure ratios use). */
  okRps: number;
  /**
   * 2xx answers that differed from the expected body: under overload the gateway answers with its
   * documented fallbacks (signed out, empty lists, null rates) after an upstream timeout.
   */
  degraded: number;
  /** Socket errors, timeouts and non-2xx answers. */
  errors: number;
  /** Size of the expected answer's body. */
  answerBytes: number;
  /** The machine's 1-minute load average when the run started (other work on it skews figures). */
  loadAverage: number;
  /** Name of the raw run this one is compared with, and the ratio of req/s to it. */
  rawName?: string;
  ratio?: number;
}

export interface Target {
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  /** The answer every request must get; others count as degraded. */
  expect?: Buffer;
}

/** Text without non-ASCII characters (a chunk boundary inside one may garble it on decoding). */
const ascii = (s: string) => s.replace(/[^ -~\t\n\r]/g, "");

function verifier(expected: Buffer): (body: string | Buffer | undefined) => boolean {
  const exact = expected.toString("utf8");
  const loose = ascii(exact);
  return (body) => {
    const text = typeof body === "string" ? body : (body?.toString("utf8") ?? "");
    return text === exact || ascii(text) === loose;
  };
}

export async function load(name: string, target: Target): Promise<LoadResult> {
  const { seconds, connections, warmupSeconds } = loadSettings;
  const loadAverage = loadavg()[0] ?? 0;
  const result = await autocannon({
    url: target.url,
    method: target.method ?? "POST",
    headers: target.headers ?? { "content-type": "application/json" },
    ...(target.body === undefined ? {} : { body: target.body }),
    connections,
    duration: seconds,
    ...(warmupSeconds > 0 ? { warmup: { connections, duration: warmupSeconds } } : {}),
    ...(target.expect ? { verifyBody: verifier(target.expect) } : {}),
  });
  const answers = result.requests.total;
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    okRps: answers ? (result.requests.average * (answers - result.mismatches)) / answers : 0,
    degraded: result.mismatches,
    errors: result.errors + result.timeouts + result.non2xx,
    loadAverage,
    answerBytes: target.expect?.length ?? 0,
  };
}

/** POSTs a GraphQL operation and returns the exact response bytes; throws on GraphQL errors. */
export async function graphqlBytes(
  url: string,
  query: string,
  headers: Record<string, string> = {},
): Promise<Buffer> {
  const res = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", "accept-encoding": "identity", ...headers },
    body: JSON.stringify({ query }),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const body = JSON.parse(bytes.toString("utf8")) as { errors?: { message: string }[] };
  if (!res.ok || body.errors?.length)
    throw new Error(`${query.slice(0, 60)}… answered ${res.status}: ${bytes.toString("utf8")}`);
  return bytes;
}

export interface CallsPerQuery {
  query: string;
  runs: number;
  /** Upstream calls per "METHOD /path": the first query after start, and the average of the rest. */
  endpoints: { endpoint: string; first: number; average: number }[];
  first: number;
  average: number;
}

/**
 * Sends `query` once (cold: the gateway has never seen it) and then `runs` more times through a
 * gateway whose upstream is `proxy`, counting the upstream calls each costs.
 */
export async function callsPerQuery(
  gatewayUrl: string,
  proxy: CountingProxy,
  query: string,
  headers: Record<string, string> = {},
  runs = 20,
): Promise<CallsPerQuery> {
  // Health checks the launcher's polling caused are not a query's calls.
  const calls = () =>
    Object.fromEntries(Object.entries(proxy.counts()).filter(([k]) => !k.endsWith(" /healthz")));
  proxy.reset();
  await graphqlBytes(gatewayUrl, query, headers);
  const first = calls();
  proxy.reset();
  for (let i = 0; i < runs; i++) await graphqlBytes(gatewayUrl, query, headers);
  const rest = calls();
  const endpoints = [...new Set([...Object.keys(first), ...Object.keys(rest)])].sort();
  const rows = endpoints.map((endpoint) => ({
    endpoint,
    first: first[endpoint] ?? 0,
    average: (rest[endpoint] ?? 0) / runs,
  }));
  return {
    query,
    runs,
    endpoints: rows,
    first: rows.reduce((n, r) => n + r.first, 0),
    average: rows.reduce((n, r) => n + r.average, 0),
  };
}
