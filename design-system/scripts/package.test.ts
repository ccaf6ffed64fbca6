/**
 * The package as another app gets it: `npm pack` (which builds dist/ first), the tarball's files,
 * then the tarball unpacked into a throw-away app outside the workspace that renders components
 * with Node's ESM loader, with Vite's default config (no React plugin) and type-checks against
 * the shipped .d.ts.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const packageDir = resolve(__dirname, "..");
const repoModules = resolve(packageDir, "../node_modules");
const vite = join(repoModules, "vite/bin/vite.js");
const tsc = join(repoModules, "typescript/bin/tsc");

let app: string;
let files: string[];
let manifest: Record<string, unknown> & { peerDependencies: Record<string, string> };

const run = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });

beforeAll(() => {
  app = mkdtempSync(join(tmpdir(), "design-system-consumer-"));
  run("npm", ["pack", "--silent", "--pack-destination", app], packageDir);
  const tarball = join(app, "travel-design-system-0.1.0.tgz");
  files = run("tar", ["-tzf", tarball], app)
    .split("\n")
    .filter(Boolean)
    .map((path) => path.replace(/^package\//, ""));

  // "Install" it: the tarball unpacked into the app's node_modules, the peers the app brings.
  const installed = join(app, "node_modules/@travel/design-system");
  mkdirSync(installed, { recursive: true });
  run("tar", ["-xzf", tarball, "-C", installed, "--strip-components=1"], app);
  manifest = JSON.parse(readFileSync(join(installed, "package.json"), "utf8"));
  for (const peer of [...Object.keys(manifest.peerDependencies), "@types/react"]) {
    mkdirSync(join(app, "node_modules", peer, ".."), { recursive: true });
    symlinkSync(join(repoModules, peer), join(app, "node_modules", peer), "dir");
  }
  writeFileSync(join(app, "package.json"), JSON.stringify({ name: "consumer", type: "module" }));
  // The app's code: no JSX, so nothing depends on how the app compiles its own JSX.
  writeFileSync(
    join(app, "entry.js"),
    `import { createElement as h } from "react";
import { renderToString } from "react-dom/server";
import { OfferMap, Pagination, Panel, Provider } from "@travel/design-system";

console.log(
  renderToString(
    h(Provider, null,
      h(Panel, { as: "section", "aria-label": "Trip" }, "Hello from a panel"),
      h(Pagination, { page: 2, totalPages: 5, onPageChange() {} }),
      h(OfferMap, {
        "aria-label": "Map of the results",
        points: [{ id: "lis", label: "Lisbon", latitude: 38.72, longitude: -9.14 }],
      }),
    ),
  ),
);
`,
  );
}, 300_000);

afterAll(() => {
  if (app) rmSync(app, { recursive: true, force: true });
});

test("the tarball holds the built ESM, its .d.ts, the token exports and the README: no source, test or tsconfig", () => {
  expect(files).toEqual(expect.arrayContaining(["package.json", "README.md"]));
  expect(files).toEqual(
    expect.arrayContaining([
      "dist/index.js",
      "dist/index.d.ts",
      "dist/components/panel/panel.js",
      "tokens/tokens.css",
      "tokens/tokens.light.json",
      "tokens/tokens.dark.json",
    ]),
  );
  const unexpected = files.filter(
    (path) =>
      !/^(package\.json|README\.md)$/.test(path) &&
      !/^dist\/.+\.(js|d\.ts)$/.test(path) &&
      !/^tokens\/tokens\.(css|light\.json|dark\.json)$/.test(path),
  );
  expect(unexpected).toEqual([]);
  expect(
    files.filter((path) => /\.test\.|\.stories\.|gallery|testing|tsconfig/.test(path)),
  ).toEqual([]);
  for (const js of files.filter((path) => path.endsWith(".js"))) {
    expect(files).toContain(js.replace(/\.js$/, ".d.ts"));
  }
});

test("its package.json points at the built files and takes React and Chakra v3 as peers", () => {
  expect(manifest.exports).toMatchObject({
    ".": { types: "./dist/index.d.ts", default: "./dist/index.js" },
    "./tokens.css": "./tokens/tokens.css",
  });
  expect(manifest.type).toBe("module");
  expect(manifest.peerDependencies.react).toMatch(/^\^19\./);
  expect(manifest.peerDependencies["@chakra-ui/react"]).toMatch(/^\^3\./);
  expect(manifest).not.toHaveProperty("dependencies");
});

test("the built modules need no JSX transform: they import React's automatic runtime", () => {
  const panel = readFileSync(
    join(app, "node_modules/@travel/design-system/dist/components/pagination/pagination.js"),
    "utf8",
  );
  expect(panel).toContain('from "react/jsx-runtime"');
  expect(panel).not.toMatch(/<[A-Z][A-Za-z.]*[\s>]/);
});

const rendered = (html: string) => {
  expect(html).toContain("Hello from a panel");
  expect(html).toContain('aria-label="Trip"');
  expect(html).toContain("Page 2 of 5");
  // the map with its bundled world outline and its pin
  expect(html).toContain('aria-label="Map of the results"');
  expect(html).toMatch(/ d="M[-\d]+ [-\d]+l[^"]{40000,}"/);
  expect(html).toContain(">Lisbon</span></button>");
  // the system's styles came along (Chakra's emotion styles, the product's tokens)
  expect(html).toContain("--chakra-colors-brand-600:#145c96");
};

test("the app imports it with Node's ESM loader and renders components", () => {
  rendered(run("node", ["entry.js"], app));
}, 60_000);

test("the app's Vite bundles it with its default config (no React plugin) and the bundle renders", () => {
  writeFileSync(
    join(app, "vite.config.js"),
    `export default { ssr: { noExternal: ["@travel/design-system"] }, build: { outDir: "out" } };\n`,
  );
  run("node", [vite, "build", "--ssr", "entry.js", "--logLevel", "error"], app);
  const bundle = readFileSync(join(app, "out/entry.js"), "utf8");
  // the package's modules are in the bundle, not imported from node_modules at run time
  expect(bundle).toContain("function Pagination(");
  expect(bundle).not.toMatch(/from\s*["']@travel\/design-system["']/);
  rendered(run("node", ["out/entry.js"], app));
}, 120_000);

test("the app type-checks against the shipped .d.ts, and they catch a wrong prop", () => {
  writeFileSync(
    join(app, "app.tsx"),
    `import { Pagination, Panel, type PanelProps } from "@travel/design-system";

const props: PanelProps = { as: "section" };
export const ok = <Panel {...props}>Hi</Panel>;
export const pages = <Pagination page={1} totalPages={3} onPageChange={(page: number) => page} />;
// @ts-expect-error: totalPages is a number
export const wrong = <Pagination page={1} totalPages="3" onPageChange={() => {}} />;
`,
  );
  const args = ["--noEmit", "--strict", "--skipLibCheck", "--jsx", "react-jsx"];
  const options = [...args, "--module", "nodenext", "--moduleResolution", "nodenext"];
  run("node", [tsc, ...options, "--types", "react", "app.tsx"], app);
}, 120_000);
