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
  // The browser suites share one product: choosing Español while signed in saved it to the demo
  // traveller's account, which would make every later suite's sign-in Spanish. Put English back.
  await restoreTravellerLanguage();
});

async function graphqlCall<T>(query: string, token?: string): Promise<T> {
  const res = await fetch(`${productUrl()}/graphql`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query }),
  });
  return ((await res.json()) as { data: T }).data;
}

async function restoreTravellerLanguage(): Promise<void> {
  const { signIn: session } = await graphqlCall<{ signIn: { token: string } }>(
    `mutation { signIn(input: { email: "traveller@example.com", password: "Traveller#1",
      tokenDelivery: BEARER }) { token } }`,
  );
  const { updatePreferences } = await graphqlCall<{
    updatePreferences: { errors: { code: string }[] };
  }>(
    `mutation { updatePreferences(input: { language: "en-US" }) { errors { code } } }`,
    session.token,
  );
  // NOTHING_TO_CHANGE: the test stopped before choosing Español
  expect(updatePreferences.errors.filter((e) => e.code !== "NOTHING_TO_CHANGE")).toEqual([]);
}
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
