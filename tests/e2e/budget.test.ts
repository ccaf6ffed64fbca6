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
 * The goal of issue 10 is 150 KiB gzip; today `/` loads about 212 KiB (React, react-router's
 * declarative router, Apollo Client and Chakra before any page code). Until the goal is
 * met, the test fails past a ceiling just above today's figure (so the first page can only get
 * smaller) and warns past the goal. Lower JS_CEILING_BYTES as the figure falls; at 150 KiB the two
 * are one.
 *
 * Raised once, from 232 to 234 KiB (stop 21): the privacy policy and terms of use written for
 * issue 15 are English default labels (web/src/lib/i18n/keys.ts), which every page loads, about
 * 3 KiB gzip. Lowered to 231 KiB (229.6 measured) once the legal texts moved out of the default
 * labels into chunks of their own that only the legal pages load (web/src/features/legal/texts).
 * Lowered to 229 KiB (227.8 measured) once seven lazily loaded features brought their own labels
 * (web/src/lib/i18n/feature-labels.ts), the search's among them. Lowered to 213 KiB (212.0
 * measured) once the app's own translations (web/src/lib/i18n/translator.ts) replaced i18next
 * and react-i18next.
 */
const JS_BUDGET_BYTES = 150 * 1024;
const JS_CEILING_BYTES = 213 * 1024;

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

test("initial JavaScript of / stays under the ceiling (and warns past the 150 KiB goal)", () => {
  if (load.js.gzipBytes > JS_CEILING_BYTES) throw new Error(scriptList(JS_CEILING_BYTES));
  if (load.js.gzipBytes > JS_BUDGET_BYTES) {
    console.warn(`[goal of 150 KiB not met yet] ${scriptList(JS_BUDGET_BYTES)}`);
  }
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
