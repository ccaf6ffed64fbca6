/**
 * The organisation's white-label styles in Chromium, with no network beyond loopback: the
 * demo organisation's seeded header styles visibly apply before login and change after login,
 * and a hostile stylesheet put into the upstream reaches the page without @import, remote or
 * javascript: URLs or expression(), its benign rule applied.
 *
 * The hostile CSS goes in through the upstream's developer route POST /api/dev/site-styles
 * (on with OUTBOX_ENABLED, like the outbox the account tests read): the product's upstream owns
 * its throw-away PGlite directory, so a second process cannot open it, and the route writes the
 * same table a real organisation's styles live in. The test uses the PROMOTIONS page and
 * removes its CSS afterwards, so the other browser tests see the seeded styles only.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { expectSignedIn, signIn } from "./support/account";
import {
  launchBrowser,
  loopbackContext,
  productUrl,
  screenshot,
  upstreamUrl,
  viewports,
} from "./support/browser";

const HOSTILE = `@import url(http://evil.example/x.css);
html [data-wl-hook="main"] { outline: 3px solid rgb(1, 2, 3); }
html [data-wl-hook="header"] { background:url(javascript:alert(1)); }
html [data-wl-hook="footer"] { width: expression(alert(1)); background-image: url(http://evil.example/bg.png); }
html [data-wl-hook="frame"] { background-image: url("\\6a avascript:alert(2)"); }`;

let browser: Browser;
let context: BrowserContext;
let blocked: string[];
let page: Page;
let dialogs: string[];

async function putPageCss(phase: "both" | "before_login" | "after_login", css: string) {
  const response = await fetch(`${upstreamUrl()}/api/dev/site-styles`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ pageCode: "PROMOTIONS", phase, css }),
  });
  expect(response.status).toBe(200);
}

/** Computed style properties of a white-label hook. */
function hookStyle(hook: string, properties: string[]): Promise<Record<string, string>> {
  return page.locator(`[data-wl-hook="${hook}"]`).evaluate((element, names) => {
    const style = getComputedStyle(element);
    return Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name)]));
  }, properties);
}

/** The text of the <style data-site-styles> element once it is for `pageCode`. */
async function siteStylesText(pageCode: string): Promise<string> {
  const element = page.locator(`style[data-site-styles][data-page-code="${pageCode}"]`);
  await element.waitFor({ state: "attached" });
  return element.evaluate((e) => e.textContent ?? "");
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await putPageCss("both", "");
  await putPageCss("before_login", "");
  await browser?.close();
});
beforeEach(async () => {
  ({ context, blocked } = await loopbackContext(browser, { viewport: viewports.desktop }));
  page = await context.newPage();
  dialogs = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
});
afterEach(async () => {
  expect(blocked).toEqual([]);
  expect(dialogs).toEqual([]);
  await context.close();
});

describe("white-label styles", () => {
  it("apply the seeded header styles before login, and the greeting band after login", async () => {
    await page.goto(productUrl());
    expect(await siteStylesText("HOME")).toContain("#f0fdfa");
    expect(
      await hookStyle("header", ["background-color", "border-bottom-color", "border-bottom-width"]),
    ).toEqual({
      "background-color": "rgb(240, 253, 250)",
      "border-bottom-color": "rgb(15, 118, 110)",
      "border-bottom-width": "3px",
    });
    expect(await hookStyle("footer", ["border-top-color"])).toEqual({
      "border-top-color": "rgb(15, 118, 110)",
    });
    // the home page's own rule: its section headings in the brand accent
    expect(await page.locator("#home-areas").evaluate((h) => getComputedStyle(h).color)).toBe(
      "rgb(15, 118, 110)",
    );
    await screenshot(page, "site-styles-signed-out");

    await signIn(page, "traveller@example.com", "Traveller#1");
    await expectSignedIn(page);
    await page.waitForFunction(() =>
      document.querySelector("style[data-site-styles]")?.textContent?.includes("#fffbeb"),
    );
    expect(await hookStyle("header", ["background-color", "border-bottom-color"])).toEqual({
      "background-color": "rgb(255, 251, 235)",
      "border-bottom-color": "rgb(217, 119, 6)",
    });
    await screenshot(page, "site-styles-signed-in");
  });

  it("reach the page without the forbidden constructs of a hostile stylesheet", async () => {
    await putPageCss("both", HOSTILE);
    await putPageCss("before_login", HOSTILE);
    await page.goto(`${productUrl()}/promotions`);
    const text = await siteStylesText("PROMOTIONS");
    const read = text
      .replace(/\\([0-9a-fA-F]{1,6})\s?/g, (_m, hex: string) =>
        String.fromCodePoint(parseInt(hex, 16)),
      )
      .toLowerCase();
    for (const bad of ["@import", "evil.example", "javascript:", "expression("])
      expect(read).not.toContain(bad);
    // the benign rule applies
    await page.waitForFunction(
      () =>
        getComputedStyle(document.querySelector('[data-wl-hook="main"]') as Element)
          .outlineColor === "rgb(1, 2, 3)",
    );
    expect(await hookStyle("main", ["outline-style", "outline-width"])).toEqual({
      "outline-style": "solid",
      "outline-width": "3px",
    });
    // the seeded every-page styles still apply next to it
    expect(await hookStyle("header", ["border-bottom-color"])).toEqual({
      "border-bottom-color": "rgb(15, 118, 110)",
    });
    // and nothing in the page's styles names another host or runs script
    const sheets = await page.evaluate(() =>
      Array.from(document.styleSheets)
        .flatMap((sheet) => Array.from(sheet.cssRules).map((rule) => rule.cssText))
        .join("\n"),
    );
    expect(sheets).not.toMatch(/evil\.example|javascript:|expression\(/i);
  });
});
