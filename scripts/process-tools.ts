/** Small process helpers shared by the launcher, the test runner and the bench. */
import { spawn, type ChildProcess } from "node:child_process";
import { resolve } from "node:path";

/** Root of the repository. */
export const repoRoot = resolve(__dirname, "..");

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `url` until it answers 2xx, or throws after `timeoutMs`. */
export async function waitForHealthy(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = "no answer";
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
      last = `HTTP ${res.status}`;
    } catch (err) {
      last = err instanceof Error ? err.message : String(err);
    }
    await sleep(200);
  }
  throw new Error(`${url} did not become healthy within ${timeoutMs} ms (${last})`);
}

/**
 * Calls `onGone` once when this process's parent changes (the parent died and the process was
 * re-parented), checking every `intervalMs`; the timer does not keep the process alive.
 */
export function watchParent(onGone: () => void, intervalMs = 500): () => void {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    onGone();
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** Preload that stops a service whose launcher is gone. */
const EXIT_WITH_PARENT = "./scripts/exit-with-parent.ts";

/**
 * `node --import tsx <entry>`: one process per service (the tsx CLI would add a second one in
 * front of it), so signals reach the service itself and exit codes come straight back.
 */
export function startService(
  name: string,
  entry: string,
  env: NodeJS.ProcessEnv,
  nodeFlags: string[] = [],
): ChildProcess {
  const child = spawn(
    process.execPath,
    [...nodeFlags, "--import", "tsx", "--import", EXIT_WITH_PARENT, entry],
    {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  child.on("error", (err) => console.error(`[start] ${name} failed to start: ${err.message}`));
  return child;
}

export function stop(child: ChildProcess | undefined, timeoutMs = 5000): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}
