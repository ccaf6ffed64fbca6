/**
 * A signed-in traveller switches to Español in Chromium: the seeded product content (an offers
 * page already on screen, the wallet's card names, a country picker) comes in Spanish, with none
 * of the English texts left.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { expectSignedIn, signIn } from "./support/account";
import {
  launchBrowser,
  loopbackContext,
  productUrl,
  screenshot,
  viewports,
} from "./support/browser";

let browser: Browser;
let context: BrowserContext;
let blocked: string[];
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  ({ context, blocked } = await loopbackContext(browser, { viewport: viewports.desktop }));
  page = await context.newPage();
});
afterEach(async () => {
  expect(blocked).toEqual([]);
  await context.close();
});

const bodyText = () => page.locator("body").innerText();

test("after choosing Español, offers, wallet cards and countries show the Spanish seeded texts", async () => {
  await page.goto(productUrl());
  await signIn(page, "traveller@example.com", "Traveller#1");
  await expectSignedIn(page);

  // The hotels page in English, then Spanish chosen on it: the offers on screen change.
  await page.goto(`${productUrl()}/hotel`);
  await page.getByRole("link", { name: "Casa do Miradouro Boutique Hotel" }).waitFor();
  await page.getByRole("button", { name: /^Language: English/ }).click();
  await page
    .getByRole("dialog", { name: "Choose a language" })
    .getByRole("button", { name: /Español/ })
    .click();
  await page.getByRole("link", { name: "Hotel boutique Casa do Miradouro" }).waitFor();
  await page.getByText(/tranvía 28 para en la esquina/).waitFor();
  const offers = await bodyText();
  expect(offers).toContain("Lisboa");
  expect(offers).not.toContain("Casa do Miradouro Boutique Hotel");
  expect(offers).not.toMatch(/Lisbon|Reykjavik|Cape Town|tram 28/);
  await screenshot(page, "spanish-offers");

  // The wallet: the demo traveller's cards by their Spanish names.
  await page.goto(`${productUrl()}/wallet`);
  await page.getByText("Certificado de estancia en hotel", { exact: true }).first().waitFor();
  await page.getByText("Tarjeta monedero Wayfarer").first().waitFor();
  const wallet = await bodyText();
  expect(wallet).toContain("Tarjeta de descuento de bienvenida");
  expect(wallet).not.toMatch(/Hotel Stay Certificate|Wayfarer Cash Card|Welcome Discount Card/);

  // The profile's country picker: Spanish country names only.
  await page.goto(`${productUrl()}/user/profile`);
  const alemania = page.locator("select option", { hasText: /^Alemania$/ }).first();
  await alemania.waitFor({ state: "attached" });
  const options = await page.locator("select option").allInnerTexts();
  expect(options).toEqual(expect.arrayContaining(["Alemania", "Reino Unido", "España"]));
  expect(options).not.toEqual(expect.arrayContaining(["Germany"]));
  expect(options).not.toEqual(expect.arrayContaining(["United Kingdom"]));
});
