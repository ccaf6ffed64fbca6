/**
 * Preferences and history in Chromium against the product as `npm start` runs it: a currency
 * and language chosen while signed in (the demo agent, which no other browser test uses, put
 * back to USD and English at the end) are there after signing in from a fresh browser; the last
 * search (place, dates, party) and the last offer viewed on the Hotels page survive a reload.
 * Screenshots in tests/artifacts at 375 and 1280 px.
 */
import type { BrowserContext, Page } from "playwright-core";
import { expectSignedIn, signIn } from "./support/account";
import {
  useBrowser,
  loopbackContext,
  productUrl,
  screenshot,
  viewports,
  waitUntil,
} from "./support/browser";
import { resultsOf, searchArea } from "./support/search";

const AGENT = { email: "agent@example.com", password: "Agent#2026" };

const contexts: BrowserContext[] = [];
const blockedAll: string[] = [];

const browser = useBrowser();
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
  expect(blockedAll.splice(0)).toEqual([]);
});

async function newPage(viewport: { width: number; height: number }): Promise<Page> {
  const { context, blocked } = await loopbackContext(browser(), { viewport });
  contexts.push(context);
  context.on("close", () => blockedAll.push(...blocked));
  return context.newPage();
}

/** GraphQL as this page's browser (its cookies). */
async function graphqlAs<T>(page: Page, query: string, variables: Record<string, unknown> = {}) {
  const res = await page.context().request.post(`${productUrl()}/graphql`, {
    data: { query, variables },
    headers: { "content-type": "application/json" },
  });
  return ((await res.json()) as { data: T }).data;
}

const STORED = `{ viewer { currencyCode language } }`;

test("currency and language chosen in one browser are there at the next sign-in in another", async () => {
  const first = await newPage(viewports.desktop);
  await first.goto(productUrl());
  await signIn(first, AGENT.email, AGENT.password);
  await expectSignedIn(first);

  await first.getByRole("button", { name: /^Currency: USD/ }).click();
  const currencies = first.getByRole("dialog", { name: "Choose a currency" });
  await currencies.getByRole("searchbox", { name: "Search currencies" }).fill("euro");
  await currencies.getByRole("button", { name: "EUR Euro" }).click();
  await first.getByRole("button", { name: "Currency: EUR €" }).waitFor();
  await first.getByRole("button", { name: /^Language: English/ }).click();
  await first
    .getByRole("dialog", { name: "Choose a language" })
    .getByRole("button", { name: /Español/ })
    .click();
  await first.getByRole("button", { name: "Idioma: Español" }).waitFor();
  // saved on the account (the pickers do not wait for it)
  await waitUntil(
    () => graphqlAs<{ viewer: { currencyCode: string; language: string } }>(first, STORED),
    (data) => data.viewer.currencyCode === "EUR" && data.viewer.language === "es-ES",
  );

  try {
    // another browser: English and USD until the sign-in brings the stored choice
    const second = await newPage(viewports.desktop);
    await second.goto(productUrl());
    await second.getByRole("button", { name: /^Currency: USD/ }).waitFor();
    await signIn(second, AGENT.email, AGENT.password);
    await second.getByRole("dialog", { name: "Sign In" }).waitFor({ state: "detached" });
    await second.getByRole("button", { name: "Moneda: EUR €" }).waitFor();
    await second.getByRole("button", { name: "Idioma: Español" }).waitFor();
    expect(await second.locator("html").getAttribute("lang")).toBe("es-ES");
    const cookies = await second.context().cookies();
    expect(cookies.find((c) => c.name === "currency_code")).toMatchObject({
      value: "EUR",
      httpOnly: false,
    });
    expect(cookies.find((c) => c.name === "language")).toMatchObject({
      value: "es-ES",
      httpOnly: false,
    });
    await screenshot(second, "preferences-restored-desktop", { fullPage: false });
    await second.setViewportSize(viewports.mobile);
    await second.getByRole("button", { name: "Menú de la cuenta" }).waitFor();
    await screenshot(second, "preferences-restored-mobile", { fullPage: false });
  } finally {
    const restored = await graphqlAs<{ updatePreferences: { errors: unknown[] } }>(
      first,
      `mutation ($input: UpdatePreferencesInput!) { updatePreferences(input: $input) { errors { code } } }`,
      { input: { currencyCode: "USD", language: "en-US" } },
    );
    expect(restored.updatePreferences.errors).toEqual([]);
  }
});

test.each([
  ["mobile", viewports.mobile],
  ["desktop", viewports.desktop],
] as const)(
  "the last search and offer viewed on the Hotels page survive a reload (%s)",
  async (name, viewport) => {
    const page = await newPage(viewport);
    const lisbon = await searchArea(page, "/hotel", "Hotels", "Lisbon");
    const searched = new URL(page.url()).search;
    const offer = lisbon.getByRole("listitem").first().getByRole("link");
    const offerName = (await offer.innerText()).trim();
    await offer.click();
    await page.getByRole("heading", { level: 1, name: offerName }).waitFor();

    await page.goto(`${productUrl()}/hotel`);
    const history = page.getByRole("region", { name: "Your recent activity" });
    await history.waitFor();
    await page.reload();
    await history.waitFor();
    // the place, the dates and the party of the search
    const again = history.getByRole("link", { name: /^Lisbon · .+ to .+ · Guests: 2$/ });
    expect(await again.getAttribute("href")).toBe(`/hotel${searched}`);
    const viewed = history.getByRole("link", { name: offerName });
    expect(await viewed.getAttribute("href")).toMatch(/^\/hotel\/offers\/\d+$/);
    expect(await history.innerText()).toMatch(/Your last search:\s*Lisbon/);
    expect(await history.innerText()).toMatch(/Recently viewed:/);
    await screenshot(page, `history-hotels-${name}`);

    // the reminder opens the search again with one click
    await again.click();
    await page.waitForURL(`${productUrl()}/hotel${searched}`);
    await (await resultsOf(page, "Hotels")).getByRole("link", { name: offerName }).waitFor();
  },
);
