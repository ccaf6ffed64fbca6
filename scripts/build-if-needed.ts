/**
 * Regenerates GraphQL types and rebuilds the web app only when their inputs changed, so a
 * fresh clone builds once and later starts are instant.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { repoRoot } from "./process-tools";

/** Folders of generated output (and installed packages), never inputs of a build. */
const OUTPUT_DIRS = new Set(["node_modules", "dist", "dist-server", "__generated__"]);

/** Newest modification time under the given paths (files or folders), skipping generated output. */
export function newestMtime(paths: string[]): number {
  let newest = 0;
  const visit = (p: string) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const entry of readdirSync(p)) {
        if (OUTPUT_DIRS.has(entry)) continue;
        visit(join(p, entry));
      }
    } else if (st.mtimeMs > newest) newest = st.mtimeMs;
  };
  paths.forEach(visit);
  return newest;
}

/** Modification time of a file, or 0 when it does not exist. */
function mtime(p: string): number {
  return existsSync(p) ? statSync(p).mtimeMs : 0;
}

const r = (...p: string[]) => join(repoRoot, ...p);

function run(args: string[]): void {
  execFileSync(process.platform === "win32" ? "npm.cmd" : "npm", args, {
    cwd: repoRoot,
    stdio: "inherit",
    // A build started from a test run (Jest sets NODE_ENV=test) must still be the production
    // build: Vite keeps a NODE_ENV it finds, and would bundle React's development build.
    env: { ...process.env, NODE_ENV: "production" },
  });
}

/** Runs codegen, the web build and the design gallery's build when needed. */
export async function ensureBuilt({ log }: { log: (line: string) => void }): Promise<void> {
  const codegenInputs = [r("schema"), r("codegen.ts"), r("web", "src")];
  const codegenOutput = r("gateway", "src", "__generated__", "resolvers-types.ts");
  if (mtime(codegenOutput) < newestMtime(codegenInputs)) {
    log("generating GraphQL types…");
    run(["run", "codegen", "--silent"]);
  }
  const webInputs = [r("web"), r("design-system", "src"), r("schema")];
  // the app's pages and the gateway's page renderer (web/dist-server), built together
  const webBuilt = Math.min(
    mtime(r("web", "dist", "index.html")),
    mtime(r("web", "dist-server", "host.js")),
  );
  if (webBuilt < newestMtime(webInputs)) {
    log("building the web app…");
    run(["run", "build", "-w", "web", "--silent"]);
  }
  // The gallery served at /design (gateway/src/http/design-gallery.ts).
  const galleryInputs = [r("design-system", "src"), r("design-system", ".storybook")];
  const galleryOutput = r("design-system", "storybook-static", "index.html");
  if (mtime(galleryOutput) < newestMtime(galleryInputs)) {
    log("building the design gallery…");
    run(["run", "build", "-w", "design-system", "--silent"]);
  }
}
