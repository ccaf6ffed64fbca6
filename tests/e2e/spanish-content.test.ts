/**
 * A signed-in traveller switches to Español in Chromium: the seeded product content (an offers
 * page already on screen, the wallet's card names, a country picker) comes in Spanish, with none
 * of the English texts left; so do an agent's quotes' offers and clients' nationalities, the
 * nationality list, and the names of the cards a booking used. Every account whose language the
 * tests set to Spanish is put back to English at the end.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { SPANISH_CARD_NAMES } from "../../upstream/src/wallet/seed-es";
import { expectSignedIn, signIn } from "./support/account";
import {
  launchBrowser,
  loopbackContext,
  productUrl,
  screenshot,
  viewports,
} from "./support/browser";
import { searchArea } from "./support/search";
import { finishBooking } from "./support/checkout";
import { chooseBookableStay } from "./support/stay";

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
  // accounts, which would make every later suite's sign-in Spanish. Put English back.
  for (const [email, password] of ACCOUNTS) await restoreLanguage(email, password);
});

const ACCOUNTS = [
  ["traveller@example.com", "Traveller#1"],
  ["agent@example.com", "Agent#2026"],
  ["wallet@example.com", "Wallet#2026"],
] as const;

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

async function restoreLanguage(email: string, password: string): Promise<void> {
  const { signIn: session } = await graphqlCall<{ signIn: { token: string } }>(
    `mutation { signIn(input: { email: ${JSON.stringify(email)}, password: ${JSON.stringify(password)},
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
  const results = await searchArea(page, "/hotel", "Hotels", "Lisbon");
  await results.getByRole("link", { name: "Casa do Miradouro Boutique Hotel" }).waitFor();
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
  // each result's facts: its room in Spanish too (the demo hotels' "Double room")
  expect(offers).toContain("Habitación doble");
  expect(offers).not.toMatch(/Double room|Twin room|Junior suite/);
  // the pictures: their texts in Spanish too (the picture carries the language)
  const picture = page.getByRole("img", { name: /Hotel boutique Casa do Miradouro/ }).first();
  const src = await picture.getAttribute("src");
  expect(src).toMatch(/^\/offer-images\/\d+\.svg\?language=es-ES$/);
  const svg = await (await page.request.get(`${productUrl()}${src}`)).text();
  expect(svg).toContain(">Hotel boutique Casa do Miradouro</text>");
  expect(svg).not.toContain("Casa do Miradouro Boutique Hotel");
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

async function chooseSpanish(): Promise<void> {
  await page.getByRole("button", { name: /^Language: English/ }).click();
  await page
    .getByRole("dialog", { name: "Choose a language" })
    .getByRole("button", { name: /Español/ })
    .click();
  await page.getByRole("dialog", { name: "Choose a language" }).waitFor({ state: "detached" });
}

test("an agent in Español: quotes' offers, clients' nationalities and the nationality list", async () => {
  await page.goto(productUrl());
  await signIn(page, "agent@example.com", "Agent#2026");
  await expectSignedIn(page);
  await page.goto(`${productUrl()}/agent/my-quotes`);
  await page.getByText("Casa do Miradouro Boutique Hotel").first().waitFor();
  await chooseSpanish();
  await page.getByText("Hotel boutique Casa do Miradouro").first().waitFor();
  await page.getByText("Gran Hotel Avenida Liberdade").first().waitFor();
  const quotes = await bodyText();
  expect(quotes).not.toMatch(/Casa do Miradouro Boutique Hotel|Avenida Liberdade Grand Hotel/);
  await screenshot(page, "spanish-agent-quotes");

  await page.goto(`${productUrl()}/agent/client-list`);
  await page.getByText("Portugués", { exact: true }).first().waitFor();
  expect(await bodyText()).not.toMatch(/\bPortuguese\b/);
  const nationality = page.locator("select option", { hasText: /^Estadounidense$/ }).first();
  await nationality.waitFor({ state: "attached" });
  const options = await page.locator("select option").allInnerTexts();
  expect(options).toEqual(expect.arrayContaining(["Alemán", "Británico", "Español"]));
  expect(options).not.toEqual(expect.arrayContaining(["German"]));
  expect(options).not.toEqual(expect.arrayContaining(["American"]));
});

test("the cards a booking used are named in Español on the traveller's trips", async () => {
  // The wallet demo traveller books with the site's certificate (a new card each time, as the
  // wallet-and-booking suite does), in English.
  await page.goto(productUrl());
  await signIn(page, "wallet@example.com", "Wallet#2026");
  await expectSignedIn(page);
  const hotels = await searchArea(page, "/hotel", "Hotels", "Lisbon");
  await hotels.getByRole("link", { name: "Casa do Miradouro Boutique Hotel" }).click();
  const prompt = page.getByRole("alertdialog", { name: "Use a certificate?" });
  await prompt.waitFor();
  await prompt.getByRole("button", { name: /^Use / }).click();
  await prompt.waitFor({ state: "detached" });
  await chooseBookableStay(page);
  const price = page.getByRole("region", { name: "Price" });
  await price.getByText("Certificate bought with this booking").waitFor();
  await price.getByRole("button", { name: "Book now" }).click();
  const confirmation = await finishBooking(page);
  const reference = (await confirmation.innerText()).match(/\b[A-Z]{2}-[A-Z0-9]{6}\b/)?.[0];
  expect(reference).toBeDefined();

  await page.goto(`${productUrl()}/user/my-trips`);
  const trip = () =>
    page
      .getByRole("region", { name: /Upcoming trips|Próximos viajes/ })
      .getByRole("listitem")
      .filter({ hasText: reference! });
  await trip().waitFor();
  const tripText = await trip().innerText();
  const used = Object.keys(SPANISH_CARD_NAMES)
    .filter((name) => tripText.includes(name))
    .sort((a, b) => b.length - a.length)[0];
  expect(used).toBeDefined();

  await chooseSpanish();
  await page.getByText(SPANISH_CARD_NAMES[used!]!).first().waitFor();
  expect(await trip().innerText()).not.toContain(used!);
  await screenshot(page, "spanish-trip-cards");
});
