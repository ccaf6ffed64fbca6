/**
 * The size budget of `/` (issue 10), a size check and not a timing: in Chromium, with no
 * interaction, the JavaScript the page fetches until the network is idle must stay within
 * 150 KiB gzip (gzip -9 of each script's decoded body), and every text response of 1 KiB or more
 * (HTML, JS, CSS, SVG, JSON, GraphQL answers) must come with a Content-Encoding, since the
 * browser asks for br and gzip.
 */
import type { Browser, BrowserContext } from "playwright-core";
import { launchBrowser, loopbackContext, productUrl, viewports } from "./support/browser";
import {
  describeResponse,
  kib,
  measureInitialLoad,
  MIN_COMPRESSED_BYTES,
  type InitialLoad,
} from "../support/initial-load";

/**
 * The goal of issue 10: at most 150 KiB gzip. Met since stop 31, when the gateway began to render
 * `/` with the visitor's data (gateway/src/http/page-rendering.ts): the page is complete without
 * the app, whose script (React, Chakra, Apollo Client and the app, about 213 KiB) loads on the
 * visitor's first interaction, so `/` loads only its entry module on load (a few KiB). A page
 * that is not rendered with data (a build without the renderer, an upstream failure) starts the
 * app on load and fails here.
 *
 * History of the ceiling while the goal was not met: 232 → 234 KiB (stop 21, the legal texts in
 * the default labels), 231, 229 (lazily loaded features' own labels), 213 KiB (the app's own
 * translations replaced i18next).
 */
const JS_BUDGET_BYTES = 150 * 1024;

let browser: Browser;
let context: BrowserContext;
let blocked: string[];
let load: InitialLoad;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, blocked } = await loopbackContext(browser, { viewport: viewports.mobile }));
  const page = await context.newPage();
  load = await measureInitialLoad(page, `${productUrl()}/`);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** A list of the scripts `/` loaded, largest first. */
function scriptList(limit: number): string {
  const files = [...load.scripts]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map(
      (s) =>
        `  ${kib(s.gzipBytes).padStart(10)} gzip  ${kib(s.bodyBytes).padStart(10)} raw  ${s.path}`,
    );
  return [
    `/ loads ${kib(load.js.gzipBytes)} of JavaScript gzip -9 (${load.js.files} files, ${kib(load.js.bodyBytes)} raw, ${kib(load.js.wireBytes)} on the wire) before any interaction; the limit is ${kib(limit)}:`,
    ...files,
  ].join("\n");
}

test("the page loaded scripts and reached nothing beyond loopback", () => {
  expect(load.scripts.length).toBeGreaterThan(0);
  expect(load.js.gzipBytes).toBeGreaterThan(0);
  expect(blocked).toEqual([]);
});

test("initial JavaScript of / stays within 150 KiB gzip", () => {
  if (load.js.gzipBytes > JS_BUDGET_BYTES) throw new Error(scriptList(JS_BUDGET_BYTES));
  console.log(
    `/ runs ${kib(load.js.gzipBytes)} of JavaScript on load (gzip -9); it prefetches ${load.prefetchedJs.files} more files at idle, not run (${kib(load.prefetchedJs.wireBytes)} on the wire)`,
  );
});

test("every text response of / is compressed", () => {
  if (load.uncompressed.length === 0) return;
  throw new Error(
    [
      `${load.uncompressed.length} text response(s) of ${MIN_COMPRESSED_BYTES} bytes or more were served without Content-Encoding although the browser asked for br/gzip:`,
      ...load.uncompressed.map((r) => `  ${describeResponse(r)}`),
    ].join("\n"),
  );
});
