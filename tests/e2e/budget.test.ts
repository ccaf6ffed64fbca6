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
 * false: the two budget assertions only warn. The base code breaks both (314 KiB of initial JS,
 * nothing compressed); the merge of the web-app and gateway performance work turns this to true.
 */
const ENFORCED = false;

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

/** Fails the test with `message` when ENFORCED, else prints it as a warning. */
function budget(ok: boolean, message: () => string): void {
  if (ok) return;
  if (ENFORCED) throw new Error(message());
  console.warn(`[budget not enforced yet] ${message()}`);
}

test("the page loaded scripts and reached nothing beyond loopback", () => {
  expect(load.scripts.length).toBeGreaterThan(0);
  expect(load.js.gzipBytes).toBeGreaterThan(0);
  expect(blocked).toEqual([]);
});

test("initial JavaScript of / is at most 150 KiB gzip", () => {
  budget(load.js.gzipBytes <= JS_BUDGET_BYTES, () => {
    const files = [...load.scripts]
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
      .map(
        (s) =>
          `  ${kib(s.gzipBytes).padStart(10)} gzip  ${kib(s.bodyBytes).padStart(10)} raw  ${s.path}`,
      );
    return [
      `/ loads ${kib(load.js.gzipBytes)} of JavaScript gzip -9 (${load.js.files} files, ${kib(load.js.bodyBytes)} raw, ${kib(load.js.wireBytes)} on the wire) before any interaction; the budget is ${kib(JS_BUDGET_BYTES)}:`,
      ...files,
    ].join("\n");
  });
});

test("every text response of / is compressed", () => {
  budget(load.uncompressed.length === 0, () =>
    [
      `${load.uncompressed.length} text response(s) of ${MIN_COMPRESSED_BYTES} bytes or more were served without Content-Encoding although the browser asked for br/gzip:`,
      ...load.uncompressed.map((r) => `  ${describeResponse(r)}`),
    ].join("\n"),
  );
});
