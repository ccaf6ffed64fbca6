/**
 * Starts the product exactly as `npm start` does (scripts/start.ts in its own process) on free
 * ports with a throw-away data directory, and stops it again.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export const repoRoot = resolve(__dirname, "../../..");

export interface RunningProduct {
  /** Base URL of the gateway, e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  /** Base URL of the embedded upstream (its developer outbox is at /api/dev/outbox). */
  upstreamUrl: string;
  /** Everything the launcher and both servers printed so far. */
  output: () => string;
  stop: () => Promise<void>;
  process: ChildProcess;
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", rej);
    srv.listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      srv.close(() =>
        typeof addr === "object" && addr ? res(addr.port) : rej(new Error("no port")),
      );
    });
  });
}

export interface Launcher {
  /** The launcher script: scripts/start.ts (`npm start`) or scripts/dev.ts (`npm run dev`). */
  script: string;
  /** The line it prints once everything is ready. */
  readyLine: string;
}

const NPM_START: Launcher = {
  script: "scripts/start.ts",
  readyLine: "Travel booking is running at",
};

/** Starts the launcher (`npm start`'s unless told) with the given extra environment and waits for its ready line. */
export async function startProduct(
  env: Record<string, string> = {},
  launcher: Launcher = NPM_START,
): Promise<RunningProduct> {
  const port = await freePort();
  const upstreamPort = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "travel-e2e-"));
  let output = "";
  const child = spawn(process.execPath, [require.resolve("tsx/cli"), launcher.script], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      UPSTREAM_PORT: String(upstreamPort),
      DATA_DIR: join(dataDir, "pglite"),
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr.on("data", (d: Buffer) => (output += d.toString()));

  let stopping = false;
  const stop = () =>
    new Promise<void>((res) => {
      stopping = true;
      if (child.exitCode !== null || child.signalCode !== null) return res();
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      child.once("exit", () => {
        clearTimeout(timer);
        res();
      });
      child.kill("SIGTERM");
    });

  await new Promise<void>((res, rej) => {
    const timer = setTimeout(
      () => rej(new Error(`product did not start in 120 s:\n${output}`)),
      120_000,
    );
    const onData = () => {
      if (output.includes(launcher.readyLine)) {
        clearTimeout(timer);
        res();
      }
    };
    child.stdout.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      rej(new Error(`product exited with ${code} before it was ready:\n${output}`));
    });
  });
  // A product that stops on its own fails every test after it: say why, with its output.
  child.once("exit", (code, signal) => {
    if (stopping) return;
    const log = join(tmpdir(), `travel-e2e-product-${port}.log`);
    writeFileSync(log, output);
    console.error(
      `the product on port ${port} exited by itself (${signal ?? `code ${code}`}); its output is in ${log}; its end:\n${output.slice(-4000)}`,
    );
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    upstreamUrl: env.UPSTREAM_URL ?? `http://127.0.0.1:${upstreamPort}`,
    output: () => output,
    stop,
    process: child,
  };
}
