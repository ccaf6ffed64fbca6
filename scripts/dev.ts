/**
 * `npm run dev`: the development loop, offline.
 *
 * - the embedded upstream and the gateway run from source (NODE_ENV=development: graphql-js and
 *   Apollo keep their development checks) and restart when a file they load changes: the launcher
 *   watches upstream/src, gateway/src, schema/ and service-kit/src; a change to schema/*.graphql
 *   regenerates the GraphQL types first (`npm run codegen`);
 * - the web app runs on Vite's dev server with React Fast Refresh: an edited component updates in
 *   place, keeping its state; /graphql and /schema.graphql are proxied to the gateway.
 *
 * Open http://localhost:5173/ (DEV_PORT); the gateway listens on PORT (4000) and the upstream on
 * UPSTREAM_PORT (4010). Ctrl-C stops everything; so does the launcher's death (exit-with-parent).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { watch, type FSWatcher } from "node:fs";
import { join } from "node:path";
import { readLauncherEnv } from "./launcher-env";
import { repoRoot, startService, stop, waitForHealthy, watchParent } from "./process-tools";

const RESTART_DEBOUNCE_MS = 150;

interface Service {
  name: string;
  /** Starts the process (again); resolves when it is ready. */
  start(): Promise<ChildProcess>;
  /** Folders (relative to the repository) whose changes restart it. */
  watches: string[];
  child?: ChildProcess;
}

let stopping = false;
const watchers: FSWatcher[] = [];
const services: Service[] = [];
let vite: ChildProcess | undefined;

async function shutdown(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log("[dev] stopping…");
  for (const w of watchers) w.close();
  await stop(vite);
  for (const service of [...services].reverse()) await stop(service.child);
  process.exit(code);
}

/** Source files only: tests, generated client types and editor droppings do not restart. */
const relevant = (file: string) =>
  /\.(ts|tsx|graphql|sql|json|ya?ml)$/.test(file) &&
  !/\.test\.tsx?$/.test(file) &&
  !file.includes("node_modules");

function codegen(): boolean {
  console.log("[dev] a .graphql file changed: npm run codegen");
  const res = spawnSync("npm", ["run", "--silent", "codegen"], { cwd: repoRoot, stdio: "inherit" });
  return res.status === 0;
}

/** Restarts `service` after its watched files change (changes in a burst restart it once). */
function watchService(service: Service): void {
  let timer: NodeJS.Timeout | undefined;
  let graphqlChanged = false;
  let restarting: Promise<void> = Promise.resolve();
  const restart = () => {
    restarting = restarting.then(async () => {
      if (stopping) return;
      if (graphqlChanged) {
        graphqlChanged = false;
        if (!codegen()) return; // the error is printed; the running process keeps serving
      }
      console.log(`[dev] restarting ${service.name}`);
      const old = service.child;
      service.child = undefined;
      await stop(old);
      try {
        service.child = await service.start();
      } catch (err) {
        console.error(`[dev] ${service.name}: ${err instanceof Error ? err.message : String(err)}`);
      }
    });
  };
  for (const dir of service.watches) {
    const watcher = watch(join(repoRoot, dir), { recursive: true }, (_event, file) => {
      if (!file || !relevant(file)) return;
      if (file.endsWith(".graphql") && !file.includes("published")) graphqlChanged = true;
      clearTimeout(timer);
      timer = setTimeout(restart, RESTART_DEBOUNCE_MS);
    });
    watchers.push(watcher);
  }
}

async function main(): Promise<void> {
  process.on("SIGINT", () => void shutdown(0));
  process.on("SIGTERM", () => void shutdown(0));
  process.on("SIGHUP", () => void shutdown(0));
  watchParent(() => void shutdown(0));
  const env = readLauncherEnv({ NODE_ENV: "development", ...process.env });
  const devPort = Number(process.env.DEV_PORT || 5173);
  if (!Number.isInteger(devPort) || devPort <= 0 || devPort > 65535)
    throw new Error(`DEV_PORT must be a port number, got "${process.env.DEV_PORT}"`);
  const siteUrl = `http://localhost:${devPort}`;
  if (!codegen()) throw new Error("npm run codegen failed");

  const upstreamUrl = env.upstreamUrl ?? `http://127.0.0.1:${env.upstreamPort}`;
  const gatewayUrl = `http://127.0.0.1:${env.port}`;
  if (!env.upstreamUrl) {
    services.push({
      name: "upstream",
      watches: ["upstream/src", "service-kit/src", "schema/money", "schema/validation"],
      async start() {
        const child = startService("upstream", "upstream/src/main.ts", {
          NODE_ENV: env.nodeEnv,
          UPSTREAM_PORT: String(env.upstreamPort),
          UPSTREAM_HOST: "127.0.0.1",
          SITE_URL: siteUrl, // links in mails lead to the dev server
        });
        await waitForHealthy(`${upstreamUrl}/healthz`, 60_000);
        return child;
      },
    });
  }
  services.push({
    name: "gateway",
    watches: ["gateway/src", "schema", "service-kit/src"],
    async start() {
      const child = startService("gateway", "gateway/src/main.ts", {
        NODE_ENV: env.nodeEnv,
        UPSTREAM_URL: upstreamUrl,
        PUBLIC_SITE_URL: siteUrl,
        SAVINGS_SITE_URL:
          env.savingsSiteUrl ?? `http://localhost:${env.upstreamPort}/savings-provider`,
      });
      await waitForHealthy(`${gatewayUrl}/healthz`, 30_000);
      return child;
    },
  });
  for (const service of services) {
    service.child = await service.start();
    if (stopping) return;
    watchService(service);
  }

  vite = spawn(
    process.execPath,
    [join(repoRoot, "node_modules/vite/bin/vite.js"), "--port", String(devPort), "--strictPort"],
    {
      cwd: join(repoRoot, "web"),
      env: {
        ...process.env,
        DEV_GATEWAY_URL: gatewayUrl,
        VITE_CONFIG_NATIVE_IGNORE_WARNING: "true",
      },
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  vite.once("exit", (code, signal) => {
    if (stopping) return;
    console.error(`[dev] vite exited (${signal ?? `code ${code}`}); stopping`);
    void shutdown(code || 1);
  });
  await waitForHealthy(siteUrl, 60_000);
  console.log(`\n  Development: ${siteUrl}/ (Fast Refresh) · sandbox ${siteUrl}/sandbox`);
  console.log(`  gateway ${gatewayUrl}/graphql · upstream ${upstreamUrl}`);
  console.log("  Services restart when their sources change. Press Ctrl-C to stop.\n");
}

main().catch((err: unknown) => {
  console.error(`[dev] ${err instanceof Error ? err.message : String(err)}`);
  void shutdown(1);
});
