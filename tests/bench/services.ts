/**
 * The processes the bench measures: the product started exactly as `npm start` starts it
 * (scripts/start.ts in its own process, on free ports, with a throw-away data directory), the
 * raw node:http server (raw-server.ts, in its own process), and the pid and memory of whichever
 * process listens on a port.
 */
import { spawn, type ChildProcess } from "node:child_process";
import {
  closeSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { waitForHealthy } from "../../scripts/process-tools";
import { freePort, repoRoot } from "../e2e/support/product";

export interface Service {
  url: string;
  /** Pid of the process the bench spawned (a launcher; the server may be a descendant). */
  pid: number;
  stop(): Promise<void>;
}

export interface Product extends Service {
  /** Base URL of the embedded upstream, or the UPSTREAM_URL given. */
  upstreamUrl: string;
  /** The embedded upstream's PGlite directory (removed by `stop`, kept by `stopKeepingData`). */
  dataDir: string;
  /** Stops the product and leaves its data directory for a look (stopAll removes it). */
  stopKeepingData(): Promise<void>;
  /** Everything the launcher and both servers printed (they write here, not to a pipe). */
  logFile: string;
}

const started: ChildProcess[] = [];
/** Directories to remove once their process has stopped (product data, raw server bodies). */
const scratch = new Set<string>();

/**
 * The checkout whose product is measured: this one, or BENCH_PRODUCT_DIR (another worktree with
 * its node_modules installed, e.g. the base commit, to measure before and after on one machine
 * in one sitting).
 */
export const productDir = process.env.BENCH_PRODUCT_DIR
  ? resolve(process.env.BENCH_PRODUCT_DIR)
  : repoRoot;

function stopChild(child: ChildProcess, timeoutMs = 10_000): Promise<void> {
  return new Promise((res) => {
    if (child.exitCode !== null || child.signalCode !== null) return res();
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.once("exit", () => {
      clearTimeout(timer);
      res();
    });
    child.kill("SIGTERM");
  });
}

/** Stops every process this module started that is still running (on errors and Ctrl-C). */
export async function stopAll(): Promise<void> {
  await Promise.all(started.map((c) => stopChild(c)));
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
}

/**
 * Runs scripts/start.ts (`npm start`) with PORT, UPSTREAM_PORT and DATA_DIR set; `env` adds
 * variables (UPSTREAM_URL for a gateway in front of another upstream). The launcher's and the
 * servers' output goes to a log file, so a busy access log does not load the bench's own process.
 */
export async function startProduct(
  name: string,
  env: Record<string, string> = {},
  /** The data directory of a product stopped with stopKeepingData, to start it again. */
  existingDataDir?: string,
): Promise<Product> {
  const port = await freePort();
  const upstreamPort = await freePort();
  const dir = mkdtempSync(join(tmpdir(), `travel-bench-${name}-`));
  const logFile = join(dir, "output.log");
  const dataDir = existingDataDir ?? join(dir, "pglite");
  scratch.add(dataDir);
  const out = openSync(logFile, "a");
  const child = spawn(process.execPath, [require.resolve("tsx/cli"), "scripts/start.ts"], {
    cwd: productDir,
    env: {
      ...process.env,
      PORT: String(port),
      UPSTREAM_PORT: String(upstreamPort),
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ["ignore", out, out],
  });
  closeSync(out);
  started.push(child);
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<never>((_, rej) =>
    child.once("exit", (code, signal) =>
      rej(
        new Error(
          `${name}: scripts/start.ts exited (${signal ?? code}) before it was ready:\n${readFileSync(logFile, "utf8")}`,
        ),
      ),
    ),
  );
  exited.catch(() => undefined);
  await Promise.race([waitForHealthy(`${url}/healthz`, 180_000), exited]);
  return {
    url,
    upstreamUrl: env.UPSTREAM_URL ?? `http://127.0.0.1:${upstreamPort}`,
    pid: child.pid ?? 0,
    logFile,
    dataDir,
    // The data directory goes; the log stays for a look after the run.
    stop: () => stopChild(child).then(() => rmSync(dataDir, { recursive: true, force: true })),
    stopKeepingData: () => stopChild(child),
  };
}

/**
 * Starts raw-server.ts in its own process serving `bodies` (path → exact bytes) as
 * application/json, for any method.
 */
export async function startRawServer(bodies: Record<string, Buffer>): Promise<Service> {
  const dir = mkdtempSync(join(tmpdir(), "travel-bench-raw-"));
  scratch.add(dir);
  const manifest: Record<string, string> = {};
  Object.entries(bodies).forEach(([path, bytes], i) => {
    const file = join(dir, `body-${i}`);
    writeFileSync(file, bytes);
    manifest[path] = file;
  });
  const manifestFile = join(dir, "manifest.json");
  writeFileSync(manifestFile, JSON.stringify(manifest));
  const child = spawn(
    process.execPath,
    ["--import", "tsx", join(__dirname, "raw-server.ts"), manifestFile],
    { cwd: repoRoot, stdio: ["ignore", "pipe", "inherit"] },
  );
  started.push(child);
  const line = await new Promise<string>((res, rej) => {
    const rl = createInterface({ input: child.stdout! });
    rl.once("line", (l) => {
      rl.close();
      res(l);
    });
    child.once("exit", (code) => rej(new Error(`raw server exited with ${code}`)));
  });
  const { port } = JSON.parse(line) as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    stop: () => stopChild(child).then(() => rmSync(dir, { recursive: true, force: true })),
  };
}

/** Parent pid of every process we may read. */
function parents(): Map<number, number> {
  const map = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // pid (comm) state ppid … — comm may hold spaces and parentheses
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      map.set(Number(entry), ppid);
    } catch {
      /* gone or not ours */
    }
  }
  return map;
}

/** `root` and all of its descendants. */
function processTree(root: number): number[] {
  const ppid = parents();
  const tree = [root];
  for (let i = 0; i < tree.length; i++)
    for (const [pid, parent] of ppid) if (parent === tree[i]) tree.push(pid);
  return tree;
}

/** Socket inodes listening on `port` (IPv4 and IPv6). */
function listeningInodes(port: number): Set<string> {
  const inodes = new Set<string>();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    let text: string;
    try {
      text = readFileSync(table, "utf8");
    } catch {
      continue;
    }
    for (const row of text.split("\n").slice(1)) {
      const cols = row.trim().split(/\s+/);
      const local = cols[1];
      if (!local || cols[3] !== "0A") continue; // 0A = LISTEN
      if (parseInt(local.split(":")[1] ?? "", 16) === port && cols[9]) inodes.add(cols[9]);
    }
  }
  return inodes;
}

/**
 * Pid of the process in `root`'s tree that holds the listening socket of `port` (scripts/start.ts
 * runs each server through tsx, so the server is a grandchild or deeper).
 */
export function pidListeningOn(port: number, root: number): number | undefined {
  const inodes = listeningInodes(port);
  for (const pid of processTree(root)) {
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
        if (m?.[1] && inodes.has(m[1])) return pid;
      } catch {
        /* closed meanwhile */
      }
    }
  }
  return undefined;
}

export interface Memory {
  pid: number;
  /** Resident set size now, MB (VmRSS). */
  rssMb: number;
  /** Peak resident set size, MB (VmHWM). */
  peakMb: number;
}

/** VmRSS and VmHWM of `pid` from /proc/<pid>/status. */
export function memoryOf(pid: number): Memory {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, "m").exec(status)?.[1]);
  return { pid, rssMb: kb("VmRSS") / 1024, peakMb: kb("VmHWM") / 1024 };
}

/** CPU time (user + system, clock ticks) of `pid`. */
function cpuTicks(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[11]) + Number(fields[12]); // utime, stime
  } catch {
    return 0;
  }
}

/**
 * Waits until none of `pids` uses CPU (at most one clock tick per 300 ms), so requests a load run
 * left queued in a slow server do not spill into the next run. Gives up after `timeoutMs`.
 */
export async function waitIdle(pids: number[], timeoutMs = 60_000): Promise<number> {
  const started = Date.now();
  let last = pids.map(cpuTicks);
  while (Date.now() - started < timeoutMs) {
    await new Promise((r) => setTimeout(r, 300));
    const now = pids.map(cpuTicks);
    const busy = now.some((t, i) => t - (last[i] ?? 0) > 1);
    last = now;
    if (!busy) break;
  }
  return (Date.now() - started) / 1000;
}
