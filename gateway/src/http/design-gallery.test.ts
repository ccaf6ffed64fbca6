// The design gallery's static serving at /design over real HTTP: its pages' own CSP (inline
// scripts by hash, the story frame framable by the gallery only), cache rules, and the 404 page
// when the gallery is not built.
import express from "express";
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SECURITY_HEADERS, securityHeaders } from "./security-headers";
import { designGallery, inlineScriptHashes } from "./design-gallery";

const GLOBALS = `window['FEATURES'] = {};`;
const ENTRY = `import './sb-manager/runtime.js';`;
const INDEX = `<!doctype html><title>gallery</title><script>${GLOBALS}</script><script type="module">${ENTRY}</script>`;
const IFRAME = `<!doctype html><title>story</title><script>${GLOBALS}</script><script type="module" src="./assets/iframe-1a2b.js"></script>`;

const sha256 = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

function builtGallery(): string {
  const dir = mkdtempSync(join(tmpdir(), "design-gallery-"));
  mkdirSync(join(dir, "assets"));
  mkdirSync(join(dir, "sb-manager"));
  writeFileSync(join(dir, "index.html"), INDEX);
  writeFileSync(join(dir, "iframe.html"), IFRAME);
  writeFileSync(join(dir, "index.json"), "{}");
  writeFileSync(join(dir, "project.json"), '{"storybookVersion":"10.6.7"}');
  writeFileSync(join(dir, "assets/iframe-1a2b.js"), "export {};");
  writeFileSync(join(dir, "sb-manager/runtime.js"), "export {};");
  return dir;
}

let server: Server | undefined;

async function serve(dir: string): Promise<string> {
  const app = express();
  app.use(securityHeaders);
  app.use("/design", designGallery(dir));
  app.use((_req, res) => {
    res.status(404).send("site");
  });
  server = await new Promise<Server>((done) => {
    const s = app.listen(0, "127.0.0.1", () => done(s));
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
  server = undefined;
});

test("inline scripts are hashed, scripts with a src are not", () => {
  expect(inlineScriptHashes(INDEX)).toEqual([sha256(GLOBALS), sha256(ENTRY)]);
  expect(inlineScriptHashes(IFRAME)).toEqual([sha256(GLOBALS)]);
  expect(inlineScriptHashes("<p>no script</p>")).toEqual([]);
});

test("/design redirects to /design/, keeping the query", async () => {
  const base = await serve(builtGallery());
  const res = await fetch(`${base}/design?path=/story/x`, { redirect: "manual" });
  expect(res.status).toBe(301);
  expect(res.headers.get("location")).toBe("/design/?path=/story/x");
});

test("the gallery page: its inline scripts allowed by hash, not framable, revalidated", async () => {
  const base = await serve(builtGallery());
  const res = await fetch(`${base}/design/`);
  expect(res.status).toBe(200);
  expect(await res.text()).toBe(INDEX);
  expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
  expect(res.headers.get("cache-control")).toBe("no-cache");
  const csp = res.headers.get("content-security-policy") ?? "";
  expect(csp).toContain(`script-src 'self' ${sha256(GLOBALS)} ${sha256(ENTRY)};`);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain("unsafe-eval");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(res.headers.get("x-frame-options")).toBe("DENY");
});

test("the story frame may be framed by the gallery (same origin) only", async () => {
  const base = await serve(builtGallery());
  const res = await fetch(`${base}/design/iframe.html?id=components-pagination--first-page`);
  expect(res.status).toBe(200);
  const csp = res.headers.get("content-security-policy") ?? "";
  expect(csp).toContain(`script-src 'self' ${sha256(GLOBALS)};`);
  expect(csp).toContain("frame-ancestors 'self'");
  expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
});

test("hashed assets are cached for a year, Storybook's own bundles and the index revalidated", async () => {
  const base = await serve(builtGallery());
  const asset = await fetch(`${base}/design/assets/iframe-1a2b.js`);
  expect(asset.status).toBe(200);
  expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  // Not a page: the site's CSP stays.
  expect(asset.headers.get("content-security-policy")).toBe(
    SECURITY_HEADERS["Content-Security-Policy"],
  );
  const runtime = await fetch(`${base}/design/sb-manager/runtime.js`);
  expect(runtime.headers.get("cache-control")).toBe("no-cache");
  const index = await fetch(`${base}/design/index.json`);
  expect(index.headers.get("cache-control")).toBe("no-cache");
});

test("a missing file under /design is a 404 of the gallery, not the site's", async () => {
  const base = await serve(builtGallery());
  const res = await fetch(`${base}/design/nothing.js`);
  expect(res.status).toBe(404);
  expect(await res.text()).toBe("Not found");
  expect((await fetch(`${base}/design/../etc/passwd`)).status).toBe(404);
  // Storybook's build metadata (package versions) is not served.
  expect((await fetch(`${base}/design/project.json`)).status).toBe(404);
});

test("without a build, /design answers a 404 page saying how to build it", async () => {
  const base = await serve(join(tmpdir(), "no-such-gallery"));
  for (const path of ["/design/", "/design/iframe.html", "/design/assets/x.js"]) {
    const res = await fetch(`${base}${path}`);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(await res.text()).toContain("npm run build -w design-system");
  }
});
