/**
 * `npm run bench`: load on a reference-data query through the gateway versus the same data
 * straight from the upstream, and the upstream calls one GraphQL query costs.
 *
 * Starts its own upstream (throw-away data dir) and two gateways as separate processes: one
 * straight to the upstream (throughput), one through a counting proxy (calls per query).
 * BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 10) tune the load.
 */
import autocannon from "autocannon";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startCountingProxy } from "../support/counting-proxy";
import { freePort, repoRoot } from "../e2e/support/product";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const children: ChildProcess[] = [];

function service(entry: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [require.resolve("tsx/cli"), entry], {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.push(child);
  return child;
}

async function healthy(url: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} never became healthy`);
}

async function load(title: string, opts: autocannon.Options): Promise<autocannon.Result> {
  const result = await autocannon({ duration: seconds, connections, ...opts });
  const errors = result.errors + result.non2xx;
  console.log(
    `${title.padEnd(34)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms${errors ? `   (${errors} errors)` : ""}`,
  );
  return result;
}

const countriesQuery =
  "{ countries { id name code dialCode flag distanceUnit temperatureUnit isDefault } }";
const fullQuery =
  "{ countries { id } nationalities { id } currencies { code } languages { code } localeInfo { currentCurrency { code } } exchangeRates { currency rate } siteConfig { orgName } productMenu { key } }";

async function main(): Promise<void> {
  const upstreamPort = await freePort();
  const upstreamUrl = `http://127.0.0.1:${upstreamPort}`;
  service("upstream/src/main.ts", {
    UPSTREAM_PORT: String(upstreamPort),
    DATA_DIR: join(mkdtempSync(join(tmpdir(), "travel-bench-")), "pglite"),
  });
  await healthy(`${upstreamUrl}/healthz`);
  const proxy = await startCountingProxy(upstreamUrl);

  const direct = await freePort();
  const counted = await freePort();
  service("gateway/src/main.ts", { PORT: String(direct), UPSTREAM_URL: upstreamUrl });
  service("gateway/src/main.ts", { PORT: String(counted), UPSTREAM_URL: proxy.url });
  await healthy(`http://127.0.0.1:${direct}/healthz`);
  await healthy(`http://127.0.0.1:${counted}/healthz`);

  const gql = (port: number, query: string) =>
    fetch(`http://127.0.0.1:${port}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query }),
    }).then((r) => r.json());

  // Upstream calls per GraphQL query.
  const runs = 20;
  proxy.reset();
  for (let i = 0; i < runs; i++) await gql(counted, fullQuery);
  console.log(
    `\nUpstream calls per GraphQL query (average of ${runs}; query: countries, nationalities, currencies, languages, localeInfo, exchangeRates, siteConfig, productMenu):`,
  );
  let total = 0;
  for (const [path, n] of Object.entries(proxy.counts()).sort()) {
    total += n;
    console.log(`  ${path.padEnd(40)} ${(n / runs).toFixed(2)}`);
  }
  console.log(`  ${"total".padEnd(40)} ${(total / runs).toFixed(2)}\n`);

  console.log(`Load: ${seconds} s, ${connections} connections, countries list (~250 entries)`);
  await gql(direct, countriesQuery);
  const viaGateway = await load("gateway  POST /graphql countries", {
    url: `http://127.0.0.1:${direct}/graphql`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: countriesQuery }),
  });
  const straight = await load("upstream POST /api/getCountryCat", {
    url: `${upstreamUrl}/api/getCountryCat`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
  });
  const ratio = viaGateway.requests.average / straight.requests.average;
  console.log(
    `gateway/upstream throughput ratio: ${ratio.toFixed(2)}   p50 ratio: ${(viaGateway.latency.p50 / Math.max(straight.latency.p50, 1)).toFixed(2)}`,
  );
  await proxy.close();
}

main()
  .catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(() => children.forEach((c) => c.kill("SIGTERM")));
