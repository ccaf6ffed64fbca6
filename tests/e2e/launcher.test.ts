/**
 * `npm start` never leaves the product running behind it: SIGTERM to npm stops both services
 * (their pids gone, their ports closed), and so does killing the launcher outright (SIGKILL),
 * after which each service notices it lost its parent and stops itself. With the browser tests
 * because it needs the built web app (the launcher would otherwise build it first).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { waitForHealthy } from "../../scripts/process-tools";
import { pidListeningOn } from "../bench/services";
import { freePort, repoRoot } from "./support/product";

jest.setTimeout(180_000);

interface Started {
  npm: ChildProcess;
  ports: { gateway: number; upstream: number };
  pids: { gateway: number; upstream: number };
  dir: string;
  output: () => string;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

const parentOf = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
};

async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 100));
  }
}

const started: Started[] = [];

async function startProduct(): Promise<Started> {
  const ports = { gateway: await freePort(), upstream: await freePort() };
  const dir = mkdtempSync(join(tmpdir(), "travel-launcher-"));
  let output = "";
  const npm = spawn("npm", ["start", "--silent"], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(ports.gateway),
      UPSTREAM_PORT: String(ports.upstream),
      DATA_DIR: join(dir, "pglite"),
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  npm.stdout?.on("data", (c: Buffer) => (output += c.toString()));
  npm.stderr?.on("data", (c: Buffer) => (output += c.toString()));
  const entry: Started = {
    npm,
    ports,
    pids: { gateway: 0, upstream: 0 },
    dir,
    output: () => output,
  };
  started.push(entry);
  await waitForHealthy(`http://127.0.0.1:${ports.gateway}/healthz`, 150_000);
  entry.pids = {
    gateway: pidListeningOn(ports.gateway, npm.pid!) ?? 0,
    upstream: pidListeningOn(ports.upstream, npm.pid!) ?? 0,
  };
  expect(entry.pids.gateway).toBeGreaterThan(0);
  expect(entry.pids.upstream).toBeGreaterThan(0);
  return entry;
}

async function expectAllGone(product: Started) {
  await eventually(
    async () =>
      !alive(product.pids.gateway) &&
      !alive(product.pids.upstream) &&
      !(await listening(product.ports.gateway)) &&
      !(await listening(product.ports.upstream)),
  );
}

afterAll(() => {
  // whatever a failed test left behind: only the processes this file started
  for (const product of started) {
    for (const pid of [product.pids.gateway, product.pids.upstream, product.npm.pid]) {
      if (pid && alive(pid)) process.kill(pid, "SIGKILL");
    }
    rmSync(product.dir, { recursive: true, force: true });
  }
});

test("SIGTERM to npm start stops both services: pids gone, ports closed, npm exits", async () => {
  const product = await startProduct();
  const exited = new Promise<number | null>((resolve) => product.npm.once("exit", resolve));
  product.npm.kill("SIGTERM");
  await exited;
  await expectAllGone(product);
});

test("a launcher killed outright (SIGKILL) leaves no orphan: each service stops itself", async () => {
  const product = await startProduct();
  const launcher = parentOf(product.pids.gateway);
  expect(parentOf(product.pids.upstream)).toBe(launcher);
  expect(readFileSync(`/proc/${launcher}/cmdline`, "utf8")).toContain("scripts/start.ts");
  process.kill(launcher, "SIGKILL");
  await expectAllGone(product);
});
