/**
 * `npm run typecheck`: `tsc --noEmit` over every TypeScript project of the repository, two at a
 * time (TYPECHECK_CONCURRENCY to change), printing each project's errors whole.
 */
import { join } from "node:path";
import { availableParallelism } from "node:os";
import { repoRoot } from "./process-tools";
import { runParallel } from "./run-parallel";

/** Every project, the slowest first so that the last one to start is a short one. */
export const TYPESCRIPT_PROJECTS = [
  "web",
  "gateway",
  "upstream",
  "tests",
  "design-system",
  "schema",
  "examples/partner",
  "service-kit",
  ".",
];

const tsc = join(repoRoot, "node_modules", ".bin", "tsc");

async function main(): Promise<void> {
  const concurrency = Number(
    process.env.TYPECHECK_CONCURRENCY ?? Math.min(2, availableParallelism()),
  );
  const finished = await runParallel(
    TYPESCRIPT_PROJECTS.map((project) => ({
      name: `tsc ${project}`,
      cmd: [tsc, "--noEmit", "-p", project],
    })),
    concurrency,
  );
  const failed = finished.filter((f) => f.status !== 0).map((f) => f.name);
  if (failed.length > 0) {
    console.error(`\ntype errors in: ${failed.join(", ")}`);
    process.exit(1);
  }
}

void main();
