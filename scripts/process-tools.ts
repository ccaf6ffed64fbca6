/** Small process helpers shared by the launcher, the test runner and the bench. */
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
