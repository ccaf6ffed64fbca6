/**
 * A designer opens the design gallery the product serves at /design: the colour tokens with their
 * contrast ratios and a component story render under the gallery's CSP, with no network beyond
 * loopback.
 */
import type { Page } from "playwright-core";
import {
  useBrowser,
  loopbackContext,
  productUrl,
  screenshot,
  viewports,
  waitUntil,
} from "./support/browser";

const browser = useBrowser();

/**
 * Script errors, CSP violations (Chromium logs a blocked load as an error) and failed requests
 * (a file of the build the gateway does not serve) of a page.
 */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy|Refused to/i.test(message.text())) {
      problems.push(`console: ${message.text()}`);
    }
  });
  return problems;
}

test("/design shows the gallery: the semantic tokens' contrast ratios and the sidebar's components", async () => {
  const { context, blocked } = await loopbackContext(browser(), { viewport: viewports.desktop });
  const page = await context.newPage();
  const problems = problemsOf(page);
  const response = await page.goto(
    `${productUrl()}/design?path=/story/foundations-colours--semantic-tokens`,
  );
  expect(response?.status()).toBe(200);
  expect(page.url()).toContain("/design/?path=");

  // The manager's sidebar lists the foundations and the components.
  const sidebar = (name: string) => page.getByText(name, { exact: true }).first();
  await sidebar("Pagination").waitFor({ timeout: 30_000 });
  for (const name of [
    "Panel",
    "RecordTable",
    "Query states",
    "FormField",
    "Breakpoints",
    "PageContainer",
    "Logo",
    "ThemeBadge",
    "OfferMap",
  ]) {
    await expect(sidebar(name).isVisible()).resolves.toBe(true);
  }

  // The story renders in the preview frame: both modes, each pair with its ratio.
  const preview = page.frameLocator("#storybook-preview-iframe");
  await preview.getByRole("heading", { name: "Semantic tokens" }).waitFor({ timeout: 30_000 });
  await preview.getByRole("heading", { name: "Dark mode" }).waitFor();
  const ratios = await preview.getByTestId("ratio").allInnerTexts();
  expect(ratios.length).toBeGreaterThanOrEqual(2 * 12);
  for (const ratio of ratios) expect(ratio).toMatch(/^\d+\.\d\d:1$/);
  await screenshot(page, "design-gallery-semantic-tokens-1280", { fullPage: false });

  // The colour tokens page through the sidebar.
  await sidebar("Palettes").click();
  await preview.getByRole("heading", { name: "Colour tokens" }).waitFor({ timeout: 30_000 });
  await expect(preview.getByText("brand.600").first().isVisible()).resolves.toBe(true);
  await screenshot(page, "design-gallery-colour-tokens-1280", { fullPage: false });

  expect(problems).toEqual([]);
  expect(blocked).toEqual([]);
  await context.close();
});

for (const [name, viewport] of [
  ["375", viewports.mobile],
  ["1280", viewports.desktop],
] as const) {
  test(`a component story renders on its own at ${name} px: Pagination on its middle page`, async () => {
    const { context, blocked } = await loopbackContext(browser(), { viewport });
    const page = await context.newPage();
    const problems = problemsOf(page);
    await page.goto(
      `${productUrl()}/design/iframe.html?id=components-pagination--middle-page&viewMode=story`,
    );
    const nav = page.getByRole("navigation", { name: "Pages" });
    await nav.waitFor({ timeout: 30_000 });
    await expect(nav.getByText("Page 6 of 12").isVisible()).resolves.toBe(true);
    await nav.getByRole("button", { name: "Next" }).click();
    await waitUntil(
      () => nav.getByText("Page 7 of 12").count(),
      (count) => count > 0,
    );
    await screenshot(page, `design-gallery-pagination-${name}`);

    // The breakpoint ruler knows the viewport it is in.
    await page.goto(
      `${productUrl()}/design/iframe.html?id=foundations-breakpoints--ruler&viewMode=story`,
    );
    const active = page.getByTestId("active-breakpoint");
    await active.waitFor({ timeout: 30_000 });
    expect(await active.innerText()).toContain(
      `${viewport.width}px: breakpoint ${viewport.width === 375 ? "xs" : "xl"}`,
    );
    await screenshot(page, `design-gallery-breakpoints-${name}`);

    expect(problems).toEqual([]);
    expect(blocked).toEqual([]);
    await context.close();
  });
}

test("on a 375 px phone the semantic tokens list every pair with its ratio, with no sideways scrolling", async () => {
  const { context, blocked } = await loopbackContext(browser(), { viewport: viewports.mobile });
  const page = await context.newPage();
  const problems = problemsOf(page);
  await page.goto(
    `${productUrl()}/design/iframe.html?id=foundations-colours--semantic-tokens&viewMode=story`,
  );
  await page.getByRole("heading", { name: "Dark mode" }).waitFor({ timeout: 30_000 });
  // a list of cards per mode on phones (a table from md up)
  const lists = page.getByRole("list", { name: /Text colours on their backgrounds/ });
  await waitUntil(
    () => lists.count(),
    (count) => count === 2,
  );
  const ratios = page.getByTestId("ratio");
  expect(await ratios.count()).toBeGreaterThanOrEqual(2 * 12);
  for (const ratio of await ratios.all()) {
    expect(await ratio.innerText()).toMatch(/^\d+\.\d\d:1$/);
    const box = await ratio.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(viewports.mobile.width);
  }
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  await screenshot(page, "design-gallery-semantic-tokens-375");

  expect(problems).toEqual([]);
  expect(blocked).toEqual([]);
  await context.close();
});

test("the gallery's pages carry their own CSP: inline scripts by hash only, framed by the gallery only", async () => {
  const index = await fetch(`${productUrl()}/design/`);
  const csp = index.headers.get("content-security-policy") ?? "";
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(csp).toContain("frame-ancestors 'none'");
  const frame = await fetch(`${productUrl()}/design/iframe.html`);
  expect(frame.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
  expect(frame.headers.get("x-frame-options")).toBe("SAMEORIGIN");
});
