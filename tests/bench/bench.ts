/**
 * `npm run bench`: in one run on free ports, the product started as `npm start` starts it, and
 *
 * - load (autocannon) on raw node:http serving the gateway's countries bytes, the gateway's
 *   countries, seven reference fields, signed-in viewer + wallet queries, a hotel search page (20
 *   results with details, never cached) and destination suggestions, raw node:http serving
 *   the upstream's getCountryCat bytes and the upstream's getCountryCat — req/s, p50, p99, errors
 *   and the ratio to the matching raw run;
 * - upstream calls per GraphQL query, through a second gateway behind a counting proxy;
 * - the gateway's RSS after the load;
 * - the web app's initial JavaScript and compression, LCP on the phone profile (median of 3);
 * - Lighthouse mobile on `/`, a product area and an offer page;
 * - the fault soak (soak.ts): a gateway behind a proxy failing 10% of the upstream calls, 60 s at
 *   50 connections of reference data, sign-in, wallet and booking; crashes, RSS, and every
 *   acknowledged booking found exactly once in the upstream's database afterwards;
 *
 * then each target of issue 10 with PASS/FAIL. `--strict` exits 1 on any FAIL;
 * `--skip-load`, `--skip-web`, `--skip-lighthouse`, `--skip-soak` leave parts out
 * (SOAK_SECONDS, SOAK_CONNECTIONS and SOAK_FAULT_RATE tune the soak). BENCH_SECONDS (8),
 * BENCH_CONNECTIONS (50), BENCH_WARMUP_SECONDS (2) and BENCH_LCP_RUNS (3) tune it;
 * BENCH_PRODUCT_DIR measures the product of another checkout (e.g. the base commit's
 * worktree). The figures are also written to tests/artifacts/bench.json.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { startCountingProxy } from "../support/counting-proxy";
import { repoRoot } from "../e2e/support/product";
import { callsPerQuery, graphqlBytes, load, loadSettings, type LoadResult } from "./load";
import { measureLighthouse } from "./lighthouse";
import {
  countriesQuery,
  destinationSuggestionsQuery,
  hotelSearchQuery,
  referenceQuery,
  signInMutation,
  viewerWalletQuery,
} from "./queries";
import { evaluate, names, printReport, type BenchResults } from "./report";
import {
  memoryOf,
  pidListeningOn,
  productDir,
  startProduct,
  startRawServer,
  stopAll,
  waitIdle,
  type Product,
} from "./services";
import { measureWeb } from "./web";
import { runSoak, soakSettings, verifyBookings } from "./soak";

const soakSettingsText = () =>
  `${soakSettings.seconds} s, ${soakSettings.connections} connections, ${Math.round(soakSettings.faultRate * 100)}% of upstream calls failing`;

const args = new Set(process.argv.slice(2));
const strict = args.has("--strict");
const lighthousePaths = ["/", "/hotel", "/hotel/offers/101"];

const timings: BenchResults["timings"] = [];
async function step<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const started = Date.now();
  console.log(`▶ ${name}…`);
  try {
    return await fn();
  } finally {
    const seconds = (Date.now() - started) / 1000;
    timings.push({ step: name, seconds });
    console.log(`  ${name}: ${seconds.toFixed(1)} s`);
  }
}

async function signIn(gatewayUrl: string): Promise<string> {
  const bytes = await graphqlBytes(gatewayUrl, signInMutation);
  const { data } = JSON.parse(bytes.toString("utf8")) as {
    data: { signIn: { token: string | null; errors: { message: string }[] } };
  };
  if (!data.signIn.token) throw new Error(`sign-in failed: ${JSON.stringify(data.signIn.errors)}`);
  return data.signIn.token;
}

async function main(): Promise<void> {
  const startedAt = Date.now();
  const results: BenchResults = {
    date: new Date().toISOString().slice(0, 16).replace("T", " ") + " UTC",
    machine: `${cpus().length} × ${cpus()[0]?.model.trim() ?? "cpu"}, Node ${process.version}, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")} at start`,
    settings: loadSettings,
    loads: [],
    calls: [],
    timings,
  };

  const busy = loadavg()[0] ?? 0;
  if (busy > cpus().length / 2)
    console.warn(
      `  the machine is busy (load average ${busy.toFixed(1)} on ${cpus().length} cores): figures will be low and noisy; compare ratios, not req/s`,
    );

  const product: Product = await step("start the product (scripts/start.ts)", () =>
    startProduct("product"),
  );
  if (productDir !== repoRoot) console.log(`  measuring the product in ${productDir}`);
  console.log(`  gateway ${product.url}, upstream ${product.upstreamUrl}, log ${product.logFile}`);
  const token = await signIn(product.url);
  const bearer = { authorization: `Bearer ${token}` };
  // Responses as served; each query must answer without GraphQL errors.
  const countriesBytes = await graphqlBytes(product.url, countriesQuery);
  const referenceBytes = await graphqlBytes(product.url, referenceQuery);
  const walletBytes = await graphqlBytes(product.url, viewerWalletQuery, bearer);
  // a search three weeks ahead: after the site's first bookable day, the same all run long
  const checkIn = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
  const checkOut = new Date(Date.now() + 24 * 86_400_000).toISOString().slice(0, 10);
  const searchQuery = hotelSearchQuery(checkIn, checkOut);
  const searchBytes = await graphqlBytes(product.url, searchQuery);
  const suggestionsBytes = await graphqlBytes(product.url, destinationSuggestionsQuery);
  if (!/"viewer":\{/.test(walletBytes.toString("utf8")))
    throw new Error(`the bearer token did not sign in: ${walletBytes.toString("utf8")}`);
  const catRes = await fetch(`${product.upstreamUrl}/api/getCountryCat`, {
    method: "POST",
    headers: { "content-type": "application/json", "accept-encoding": "identity" },
    body: "{}",
  });
  if (!catRes.ok) throw new Error(`getCountryCat answered ${catRes.status}`);
  const catBytes = Buffer.from(await catRes.arrayBuffer());

  await step("upstream calls per query (second gateway behind a counting proxy)", async () => {
    const proxy = await startCountingProxy(product.upstreamUrl);
    const counted = await startProduct("counted", { UPSTREAM_URL: proxy.url });
    try {
      results.calls.push(await callsPerQuery(counted.url, proxy, referenceQuery));
      results.calls.push(await callsPerQuery(counted.url, proxy, viewerWalletQuery, bearer));
      results.calls.push(await callsPerQuery(counted.url, proxy, searchQuery));
      results.calls.push(await callsPerQuery(counted.url, proxy, destinationSuggestionsQuery));
    } finally {
      await counted.stop();
      await proxy.close();
    }
  });

  const gatewayPort = Number(new URL(product.url).port);
  const gatewayPid = pidListeningOn(gatewayPort, product.pid);
  const upstreamPid = pidListeningOn(Number(new URL(product.upstreamUrl).port), product.pid);
  const beforeLoad = gatewayPid ? memoryOf(gatewayPid) : undefined;

  if (!args.has("--skip-load")) {
    const raw = await startRawServer({
      "/countries": countriesBytes,
      "/api/getCountryCat": catBytes,
    });
    const gql = (query: string, expect: Buffer, headers: Record<string, string> = {}) => ({
      url: `${product.url}/graphql`,
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ query }),
      expect,
    });
    const runs: [string, Parameters<typeof load>[1], string?][] = [
      [
        names.rawGateway,
        {
          url: `${raw.url}/countries`,
          body: JSON.stringify({ query: countriesQuery }),
          expect: countriesBytes,
        },
      ],
      [names.countries, gql(countriesQuery, countriesBytes), names.rawGateway],
      [names.reference, gql(referenceQuery, referenceBytes), names.rawGateway],
      [names.viewerWallet, gql(viewerWalletQuery, walletBytes, bearer), names.rawGateway],
      [names.hotelSearch, gql(searchQuery, searchBytes), names.rawGateway],
      [names.suggestions, gql(destinationSuggestionsQuery, suggestionsBytes), names.rawGateway],
      [names.rawUpstream, { url: `${raw.url}/api/getCountryCat`, body: "{}", expect: catBytes }],
      [
        names.upstream,
        { url: `${product.upstreamUrl}/api/getCountryCat`, body: "{}", expect: catBytes },
        names.rawUpstream,
      ],
    ];
    try {
      const servers = [gatewayPid, upstreamPid, raw.pid].filter((p): p is number => !!p);
      for (const [name, target, rawName] of runs) {
        // Requests a slow run left queued must not spill into the next one.
        const drained = await waitIdle(servers);
        if (drained > 1) console.log(`  waited ${drained.toFixed(1)} s for the servers to go idle`);
        const result: LoadResult = await step(`load: ${name}`, () => load(name, target));
        const rawRun = results.loads.find((l) => l.name === rawName);
        if (rawRun) {
          result.rawName = rawRun.name;
          result.ratio = result.okRps / rawRun.okRps;
        }
        results.loads.push(result);
        console.log(
          `  ${result.rps.toFixed(1)} req/s (${result.okRps.toFixed(1)} with the expected answer, ${result.degraded} degraded), p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.errors} errors (load average ${result.loadAverage.toFixed(1)} before)${result.ratio === undefined ? "" : `, ${result.ratio.toFixed(3)}× raw`}`,
        );
      }
    } finally {
      await raw.stop();
    }
    // Still answering correctly after the load.
    await waitIdle([gatewayPid, upstreamPid].filter((p): p is number => !!p));
    await graphqlBytes(product.url, viewerWalletQuery, bearer);
  }
  if (gatewayPid && beforeLoad)
    results.memory = { pid: gatewayPid, beforeLoad, afterLoad: memoryOf(gatewayPid) };
  else console.warn("  could not find the process listening on the gateway port");

  if (!args.has("--skip-web"))
    results.web = await step("web: initial JS, compression, LCP on the phone profile", () =>
      measureWeb(product.url, Number(process.env.BENCH_LCP_RUNS ?? 3)),
    );
  if (!args.has("--skip-lighthouse"))
    results.lighthouse = await step(`lighthouse: ${lighthousePaths.join(", ")}`, () =>
      measureLighthouse(product.url, lighthousePaths),
    );

  let acknowledged: Map<string, string> | undefined;
  if (!args.has("--skip-soak")) {
    const soak = await step(`fault soak: ${soakSettingsText()}`, () => runSoak(product, token));
    results.soak = soak.results;
    acknowledged = soak.acknowledged;
  }

  await step("stop the product", () => (results.soak ? product.stopKeepingData() : product.stop()));
  if (results.soak && acknowledged) {
    results.soak.bookings.verified = await step(
      "soak: every acknowledged booking exactly once",
      () => verifyBookings(product.dataDir, acknowledged),
    );
  }
  timings.push({ step: "total", seconds: (Date.now() - startedAt) / 1000 });

  const checks = evaluate(results);
  printReport(results, checks);
  const dir = join(repoRoot, "tests", "artifacts");
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "bench.json"), JSON.stringify({ ...results, checks }, null, 2));
  console.log(`\nFigures written to tests/artifacts/bench.json`);
  if (strict && checks.some((c) => c.pass === false)) {
    console.error(`--strict: ${checks.filter((c) => c.pass === false).length} target(s) failed`);
    process.exitCode = 1;
  }
}

process.once("SIGINT", () => {
  void stopAll().then(() => process.exit(130));
});
main()
  .catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(() => stopAll());
