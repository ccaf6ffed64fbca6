/**
 * `npm test`: every check the project promises, stopping at the first stage that fails:
 * generated types (and the committed published SDL and REST contract); type-check, lint and
 * formatting side by side; unit and integration tests (Jest); the web build and the design
 * gallery's build side by side; and the browser tests in Chromium against the product started
 * as `npm start` starts it. `npm test -- <step name prefix>...` runs only those steps.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { findChromium, chromiumInstallHint } from "../tests/e2e/support/chromium";
import { repoRoot } from "./process-tools";
import { runParallel } from "./run-parallel";

interface Step {
  name: string;
  cmd: string[];
  before?: () => void;
}

/** A binary installed in node_modules/.bin (quicker and quieter than npx). */
const bin = (name: string, ...args: string[]) => [
  join(repoRoot, "node_modules", ".bin", name),
  ...args,
];

/** A step, or steps that run side by side (independent, each mostly on one core). */
type Stage = Step | { together: Step[] };

const stages: Stage[] = [
  { name: "codegen", cmd: ["npm", "run", "--silent", "codegen"] },
  {
    together: [
      {
        name: "published schema (committed, no breaking change)",
        cmd: ["node", "--import", "tsx", "scripts/check-published-schema.ts"],
      },
      {
        name: "REST contract committed",
        cmd: ["node", "--import", "tsx", "scripts/generate-rest-contract.ts", "--check"],
      },
    ],
  },
  {
    together: [
      // two tsc processes at a time (scripts/typecheck.ts) beside eslint and prettier
      { name: "type-check", cmd: ["node", "--import", "tsx", "scripts/typecheck.ts"] },
      { name: "lint", cmd: bin("eslint", "--max-warnings", "0", ".") },
      { name: "format", cmd: bin("prettier", "--check", "--log-level", "warn", ".") },
    ],
  },
  { name: "unit and integration tests", cmd: bin("jest", "--ci") },
  {
    together: [
      { name: "web build", cmd: ["npm", "run", "--silent", "build", "-w", "web"] },
      // the design gallery the gateway serves at /design
      { name: "gallery build", cmd: ["npm", "run", "--silent", "build", "-w", "design-system"] },
    ],
  },
  {
    name: "browser tests",
    cmd: bin("jest", "--ci", "--config", "tests/jest.config.js"),
    before: () => {
      if (!findChromium()) {
        console.error(chromiumInstallHint());
        process.exit(1);
      }
    },
  },
];

const only = process.argv.slice(2);
const selected = (step: Step) => !only.length || only.some((o) => step.name.startsWith(o));
const timings: string[] = [];
const record = (name: string, seconds: number) =>
  timings.push(`${name.padEnd(50)} ${seconds.toFixed(1).padStart(6)} s`);
const fail = (name: string, status: number | string, seconds: number): never => {
  console.error(`\n✖ ${name} failed (exit ${status}) after ${seconds.toFixed(1)} s`);
  console.error(timings.map((t) => `  ${t}`).join("\n"));
  process.exit(typeof status === "number" && status !== 0 ? status : 1);
};

async function main(): Promise<void> {
  const started = Date.now();
  for (const stage of stages) {
    if ("together" in stage) {
      const steps = stage.together.filter(selected);
      if (steps.length === 0) continue;
      steps.forEach((step) => step.before?.());
      const stageStarted = Date.now();
      console.log(`\n▶ side by side: ${steps.map((s) => s.name).join(", ")}`);
      const finished = await runParallel(steps, steps.length);
      for (const f of finished) record(`  ${f.name}`, f.seconds);
      record(`${steps.map((s) => s.name).join(" + ")}`, (Date.now() - stageStarted) / 1000);
      const failed = finished.find((f) => f.status !== 0);
      if (failed) fail(failed.name, failed.status, failed.seconds);
      continue;
    }
    if (!selected(stage)) continue;
    stage.before?.();
    console.log(`\n▶ ${stage.name}: ${stage.cmd.join(" ")}`);
    const stepStarted = Date.now();
    const [command, ...args] = stage.cmd as [string, ...string[]];
    const res = spawnSync(command, args, { cwd: repoRoot, stdio: "inherit" });
    const seconds = (Date.now() - stepStarted) / 1000;
    record(stage.name, seconds);
    if (res.status !== 0) fail(stage.name, res.status ?? res.signal ?? 1, seconds);
  }
  record("total", (Date.now() - started) / 1000);
  console.log(`\n✔ all checks passed\n${timings.map((t) => `  ${t}`).join("\n")}`);
}

void main();
