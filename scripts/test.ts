/**
 * `npm test`: every check the project promises, in order, stopping at the first failure:
 * generated types (and the committed published SDL and REST contract), type-check, lint,
 * formatting, unit and integration tests (Jest), the web build, the design gallery's build, and the browser tests in Chromium against the product started as `npm start` starts it.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { findChromium, chromiumInstallHint } from "../tests/e2e/support/chromium";
import { repoRoot } from "./process-tools";

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

const steps: Step[] = [
  { name: "codegen", cmd: ["npm", "run", "--silent", "codegen"] },
  {
    name: "published schema (committed, no breaking change)",
    cmd: ["node", "--import", "tsx", "scripts/check-published-schema.ts"],
  },
  {
    name: "REST contract committed",
    cmd: ["node", "--import", "tsx", "scripts/generate-rest-contract.ts", "--check"],
  },
  { name: "type-check", cmd: ["npm", "run", "--silent", "typecheck"] },
  { name: "lint", cmd: bin("eslint", "--max-warnings", "0", ".") },
  { name: "format", cmd: bin("prettier", "--check", "--log-level", "warn", ".") },
  { name: "unit and integration tests", cmd: bin("jest", "--ci") },
  { name: "web build", cmd: ["npm", "run", "--silent", "build", "-w", "web"] },
  // The design gallery the gateway serves at /design (about 15 s on two cores).
  { name: "gallery build", cmd: ["npm", "run", "--silent", "build", "-w", "design-system"] },
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
const timings: string[] = [];
for (const step of steps) {
  if (only.length && !only.some((o) => step.name.startsWith(o))) continue;
  step.before?.();
  console.log(`\n▶ ${step.name}: ${step.cmd.join(" ")}`);
  const started = Date.now();
  const [bin, ...args] = step.cmd as [string, ...string[]];
  const res = spawnSync(bin, args, { cwd: repoRoot, stdio: "inherit" });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  timings.push(`${step.name.padEnd(28)} ${secs.padStart(6)} s`);
  if (res.status !== 0) {
    console.error(`\n✖ ${step.name} failed (exit ${res.status ?? res.signal}) after ${secs} s`);
    process.exit(res.status || 1);
  }
}
console.log(`\n✔ all checks passed\n${timings.map((t) => `  ${t}`).join("\n")}`);
