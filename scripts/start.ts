/**
 * `npm start`: runs the whole product on one machine.
 *
 * 1. regenerates GraphQL types and builds the web app when their sources changed;
 * 2. starts the embedded upstream on loopback (unless UPSTREAM_URL names another one);
 * 3. starts the gateway against it and prints the URL;
 * 4. stops both cleanly on Ctrl-C (SIGINT), SIGTERM or SIGHUP, and stops everything if either
 *    dies or if the launcher's own parent goes away (npm killed, its shell gone); the services
 *    stop themselves if the launcher is killed outright (scripts/exit-with-parent.ts), so no
 *    service is ever left listening as an orphan.
 *
 * The two servers are separate processes talking HTTP, exactly as the gateway would talk to a
 * production upstream. Both run with NODE_ENV=production unless NODE_ENV is set.
 */
import type { ChildProcess } from "node:child_process";
import { ensureBuilt } from "./build-if-needed";
import { readLauncherEnv } from "./launcher-env";
import { startService, stop, waitForHealthy, watchParent } from "./process-tools";

let upstream: ChildProcess | undefined;
let gateway: ChildProcess | undefined;
let stopping = false;

async function shutdown(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log("[start] stopping…");
  await stop(gateway);
  await stop(upstream);
  process.exit(code);
}

async function main(): Promise<void> {
  process.on("SIGINT", () => void shutdown(0));
  process.on("SIGTERM", () => void shutdown(0));
  process.on("SIGHUP", () => void shutdown(0));
  watchParent(() => {
    console.error("[start] the launcher's parent is gone; stopping the product");
    void shutdown(0);
  });
  const env = readLauncherEnv(process.env);
  await ensureBuilt({ log: (line) => console.log(`[start] ${line}`) });
  // a signal during a step: start nothing more (shutdown stops what runs)
  if (stopping) return;

  const watch = (name: string, child: ChildProcess) =>
    child.once("exit", (code, signal) => {
      if (stopping) return;
      console.error(`[start] ${name} exited (${signal ?? `code ${code}`}); stopping the product`);
      void shutdown(code || 1);
    });

  let upstreamUrl = env.upstreamUrl;
  const gatewayEnv: NodeJS.ProcessEnv = {};
  if (!upstreamUrl) {
    upstreamUrl = `http://127.0.0.1:${env.upstreamPort}`;
    upstream = startService("upstream", "upstream/src/main.ts", {
      NODE_ENV: env.nodeEnv,
      UPSTREAM_PORT: String(env.upstreamPort),
      UPSTREAM_HOST: "127.0.0.1",
      // Links in mails (verification, password reset) lead to this gateway unless set otherwise.
      SITE_URL: env.siteUrl,
    });
    watch("upstream", upstream);
    // The director redirect leads to the embedded savings provider unless set otherwise.
    gatewayEnv.SAVINGS_SITE_URL =
      env.savingsSiteUrl ?? `http://localhost:${env.upstreamPort}/savings-provider`;
    await waitForHealthy(`${upstreamUrl}/healthz`, 60_000);
    if (stopping) return;
  } else {
    console.log(`[start] using the upstream at ${upstreamUrl}`);
  }

  // A small young generation and a bounded old space keep the gateway's RSS near its live heap.
  const gatewayFlags =
    env.gatewayMaxOldSpaceMb > 0
      ? ["--max-semi-space-size=2", `--max-old-space-size=${env.gatewayMaxOldSpaceMb}`]
      : [];
  gateway = startService(
    "gateway",
    "gateway/src/main.ts",
    { ...gatewayEnv, NODE_ENV: env.nodeEnv, UPSTREAM_URL: upstreamUrl },
    gatewayFlags,
  );
  watch("gateway", gateway);
  await waitForHealthy(`http://127.0.0.1:${env.port}/healthz`, 30_000);
  console.log(`\n  Travel booking is running at http://localhost:${env.port}/`);
  console.log(
    `  GraphQL API: http://localhost:${env.port}/graphql · sandbox: http://localhost:${env.port}/sandbox`,
  );
  console.log("  Press Ctrl-C to stop.\n");
}

main().catch((err: unknown) => {
  console.error(`[start] ${err instanceof Error ? err.message : String(err)}`);
  void shutdown(1);
});
