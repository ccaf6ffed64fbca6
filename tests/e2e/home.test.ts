/**
 * A traveller on the home page, in Chromium, with no network beyond loopback: the product menu
 * in the spec's order, the signed-out user menu, and language and currency choices that store
 * their cookies and change the page at once.
 */
import type { BrowserContext, Page } from "playwright-core";
import { useLoopbackPages, productUrl, screenshot, viewports } from "./support/browser";
import { AREAS } from "./support/search";

const productMenuInOrder = [
  "Dream Trips",
  "Hotel Deals",
  "Hotels",
  "Condos",
  "Packages",
  "Stays",
  "Weeks",
  "Resorts",
  "Holiday Stays",
  "Cruises",
  "Flights",
  "Cars",
  "Transfers",
  "Activities",
  "All Inclusive",
  "Trips",
  "Daily Deals",
];

let context: BrowserContext;
let page: Page;

const pages = useLoopbackPages();
beforeEach(async () => {
  ({ context, page } = await pages.open({ viewport: viewports.desktop }));
});

async function productMenuNames(): Promise<string[]> {
  const nav = page.getByRole("navigation", { name: "Products" });
  await nav.getByRole("link", { name: "Hotels", exact: true }).waitFor();
  return nav.locator("a, button").allInnerTexts();
}

test("the home page shows every product-menu entry in the spec's order", async () => {
  await page.goto(productUrl());
  expect((await productMenuNames()).map((s) => s.trim())).toEqual(productMenuInOrder);
  const weeks = page
    .getByRole("navigation", { name: "Products" })
    .getByRole("link", { name: "Weeks" });
  expect(await weeks.getAttribute("href")).toBe("/resorts?type=weeks");
  await screenshot(page, "home-desktop");
  // weeks are searched on the resorts page, its Weeks search chosen
  await weeks.click();
  await page.getByRole("search", { name: "Search Weeks" }).waitFor();
  expect(new URL(page.url()).pathname).toBe("/resorts");
});

test("the signed-out user menu offers language, currencies and sign-in only", async () => {
  await page.goto(productUrl());
  await page.getByRole("button", { name: "Account menu" }).click();
  // The menu loads on first use: wait for it before reading its items.
  await page.getByRole("menuitem").first().waitFor();
  const items = await page.getByRole("menuitem").allInnerTexts();
  expect(items.map((s) => s.trim())).toEqual(["Language", "Currencies", "Sign In"]);
});

test("choosing a currency stores currency_code and the page shows it at once and after a reload", async () => {
  await page.goto(productUrl());
  await page.getByRole("button", { name: /^Currency: USD/ }).click();
  const dialog = page.getByRole("dialog", { name: "Choose a currency" });
  await dialog.getByRole("searchbox", { name: "Search currencies" }).fill("euro");
  await dialog.getByRole("button", { name: "EUR Euro" }).click();
  await page.getByRole("button", { name: "Currency: EUR €" }).waitFor();
  const cookie = (await context.cookies()).find((c) => c.name === "currency_code");
  expect(cookie?.value).toBe("EUR");
  await page.reload();
  await page.getByRole("button", { name: "Currency: EUR €" }).waitFor();
});

test("choosing Español switches the labels and the document language", async () => {
  await page.goto(productUrl());
  await page.getByRole("button", { name: /^Language: English/ }).click();
  await page
    .getByRole("dialog", { name: "Choose a language" })
    .getByRole("button", { name: /Español/ })
    .click();
  const nav = page.getByRole("navigation", { name: "Productos" });
  await nav.getByRole("link", { name: "Hoteles", exact: true }).waitFor();
  expect(await page.locator("html").getAttribute("lang")).toBe("es-ES");
  expect((await context.cookies()).find((c) => c.name === "language")?.value).toBe("es-ES");
});

test("on a phone the product menu opens from the menu button", async () => {
  await page.setViewportSize(viewports.mobile);
  await page.goto(productUrl());
  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByRole("dialog");
  await drawer.getByRole("link", { name: "Hotels", exact: true }).waitFor();
  expect(await drawer.getByRole("link", { name: "Cruises" }).isVisible()).toBe(true);
  await screenshot(page, "home-mobile-menu", { fullPage: false });
  await page.keyboard.press("Escape");
  await drawer.waitFor({ state: "detached" });
  await screenshot(page, "home-mobile");
});

test("each product area's page comes with its heading, what it offers and its search in the HTML, then the app takes over", async () => {
  // no script at all: what the HTML paints before the app's script has loaded
  const { page: html } = await pages.open({
    viewport: viewports.mobile,
    javaScriptEnabled: false,
  });
  // one page per path (weeks are searched on the resorts page)
  const paths = [...new Map(AREAS.map((a) => [a.path, a])).values()].filter(
    (a) => a.path !== "/resorts" || a.key === "resorts",
  );
  for (const area of paths) {
    await html.goto(`${productUrl()}${area.path}`);
    // rendered by the gateway with the visitor's data (server-rendered-pages.test.ts)
    expect(await html.locator("#root").getAttribute("data-prerendered")).toBe("page");
    expect((await html.getByRole("heading", { level: 1 }).innerText()).trim()).toBe(area.name);
    expect(await html.getByRole("search", { name: `Search ${area.name}` }).count()).toBe(1);
    // what the area offers (products.<area>.description), under the heading
    expect((await html.locator("main h1 ~ p").first().innerText()).length).toBeGreaterThan(20);
  }
  // an account page is the frame: the app renders it
  await html.goto(`${productUrl()}/wallet`);
  expect(await html.locator("#root").getAttribute("data-prerendered")).toBe("shell");

  // with the app: its page replaces the prerendered one, one heading, the search form live
  await page.goto(`${productUrl()}/cruises`);
  await page.getByRole("search", { name: "Search Cruises" }).waitFor();
  expect(await page.getByRole("heading", { level: 1 }).allInnerTexts()).toEqual(["Cruises"]);
  expect(await page.locator("form[inert]").count()).toBe(0);
});
