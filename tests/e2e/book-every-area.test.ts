/**
 * Booking beyond the wallet's areas in Chromium, against the product as `npm start` runs it: the
 * demo traveller searches flights, cars and packages as a traveller does, opens a result, names
 * the travellers from the saved ones, and pays on the embedded payment provider's page — the
 * flight first with the decline card (refused there with its reason), then with the 3-D Secure
 * style challenge card; the car and the package with the card that succeeds. Each booking sends
 * one confirmation mail. The car is booked and paid by keyboard alone; it is then cancelled from its itinerary with the refund its terms
 * promise. The booking views pass axe at 375 and 1280 px, the payment page and the confirmation
 * at 1280 px; screenshots in tests/artifacts.
 */
import type { Locator, Page } from "playwright-core";
import { expectSignedIn, signIn } from "./support/account";
import { seriousViolations } from "./support/axe";
import { payWithCard, TEST_CARDS } from "./support/checkout";
import {
  useLoopbackPages,
  productUrl,
  screenshot,
  upstreamUrl,
  viewports,
} from "./support/browser";
import { chooseByTyping, tabTo, typeInto } from "./support/keyboard";
import { searchArea } from "./support/search";

const TRAVELLER = { email: "traveller@example.com", password: "Traveller#1" };
const REFERENCE = /\bWH-[A-Z0-9]{6}\b/;

let page: Page;

const pages = useLoopbackPages();

async function signedIn(viewport: { width: number; height: number }): Promise<void> {
  ({ page } = await pages.open({ viewport }));
  await page.goto(productUrl());
  await signIn(page, TRAVELLER.email, TRAVELLER.password);
  await expectSignedIn(page);
}

/**
 * Searches an area with its form's first bookable days and party, and opens the first result's
 * booking view; answers its price panel once the price is shown.
 */
async function openFirstResult(path: string, area: string): Promise<Locator> {
  const results = await searchArea(page, path, area);
  await results.getByRole("link").first().click();
  await page.waitForURL(new RegExp(`${path}/offers/\\d+`));
  const price = page.getByRole("region", { name: "Price" });
  await price.getByText("Total to pay").waitFor({ timeout: 60_000 });
  await price.locator('[aria-busy="true"]').waitFor({ state: "detached" });
  return price;
}

/** The traveller's own entry among the people a row can be filled in from. */
const YOU = /^You \(/;

/** Fills each traveller's row from the people the form offers (the traveller, the saved ones). */
async function nameTravellers(people: readonly (string | RegExp)[]): Promise<void> {
  for (const [index, person] of people.entries()) {
    const row = page.getByRole("group", {
      name: index === 0 ? "Lead traveller" : `Traveller ${index + 1}`,
    });
    const pick = row.getByLabel("Fill in from");
    const value = await pick.locator("option", { hasText: person }).first().getAttribute("value");
    await pick.selectOption(value ?? "");
  }
}

/** Waits for the site's confirmation after the payment and answers the booking's reference. */
async function confirmedReference(): Promise<string> {
  await page.waitForURL(/\/checkout\/return\?checkout=co_[0-9a-f]{24}&payment_id=/, {
    timeout: 60_000,
  });
  const confirmation = page.getByRole("region", { name: "Booking confirmed" });
  await confirmation.waitFor({ timeout: 60_000 });
  const reference = (await confirmation.innerText()).match(REFERENCE)?.[0];
  expect(reference).toBeDefined();
  return reference!;
}

/** The mails the demo traveller received whose subject names `reference`. */
async function mailsAbout(reference: string): Promise<{ subject: string; text: string }[]> {
  const res = await page.request.get(`${upstreamUrl()}/api/dev/outbox`);
  const { data } = (await res.json()) as { data: { to: string; subject: string; text: string }[] };
  return data.filter((m) => m.to === TRAVELLER.email && m.subject.includes(reference));
}

test("a flight, a car and a package are booked and paid with saved travellers; the car is cancelled with its refund", async () => {
  await signedIn(viewports.desktop);

  // a flight for two: the saved travellers, the decline card refused, the challenge card passed
  const flight = await openFirstResult("/flight", "Flights");
  await page.getByRole("heading", { level: 1 }).waitFor();
  await nameTravellers([YOU, "Lucy Traveller"]);
  expect(await seriousViolations(page, "flight booking desktop")).toEqual([]);
  await screenshot(page, "book-flight-desktop");
  await flight.getByRole("button", { name: "Book now" }).click();
  await payWithCard(page, TEST_CARDS.declined);
  await page.getByRole("alert").getByText("Your card was declined.").waitFor();
  await payWithCard(page, TEST_CARDS.challenge);
  await page.getByRole("heading", { name: "Confirm your payment" }).waitFor();
  await page.getByRole("button", { name: "Complete authentication" }).click();
  const flightReference = await confirmedReference();
  await screenshot(page, "book-flight-confirmed-desktop");

  // a car, by keyboard alone: the driver from the saved travellers, the card that succeeds
  const car = await openFirstResult("/cars", "Cars");
  expect(await seriousViolations(page, "car booking desktop")).toEqual([]);
  await page.locator("body").focus();
  const lead = page.getByRole("group", { name: "Lead traveller" });
  await chooseByTyping(page, lead.getByLabel("Fill in from"), "Tom");
  await screenshot(page, "book-car-desktop");
  await tabTo(page, car.getByRole("button", { name: "Book now" }));
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/payment-provider\/pay\//, { timeout: 60_000 });
  await page.getByLabel("Name on card").waitFor();
  expect(await seriousViolations(page, "payment page desktop")).toEqual([]);
  await typeInto(page, page.getByLabel("Name on card"), "Tom Traveller");
  await typeInto(page, page.getByLabel("Card number"), TEST_CARDS.succeeds);
  await typeInto(page, page.getByLabel("Expiry (MM/YY)"), "12/39");
  await typeInto(page, page.getByLabel("Security code"), "123");
  await tabTo(page, page.getByRole("button", { name: /^Pay / }));
  await page.keyboard.press("Enter");
  const carReference = await confirmedReference();
  expect(await seriousViolations(page, "confirmation desktop")).toEqual([]);

  // a package for two
  const pkg = await openFirstResult("/packages", "Packages");
  await nameTravellers(["Tom Traveller", "Lucy Traveller"]);
  await screenshot(page, "book-package-desktop");
  await pkg.getByRole("button", { name: "Book now" }).click();
  await payWithCard(page, TEST_CARDS.succeeds);
  const packageReference = await confirmedReference();

  // one confirmation mail each, naming the card
  for (const [reference, card] of [
    [flightReference, "3220"],
    [carReference, "4242"],
    [packageReference, "4242"],
  ] as const) {
    const mails = await mailsAbout(reference);
    expect(mails.map((m) => m.subject)).toHaveLength(1);
    expect(mails[0]!.text).toContain(`ending in ${card}`);
  }

  // the car cancelled from its itinerary, with the refund its terms promise
  await page.goto(`${productUrl()}/user/my-trips`);
  await page.getByRole("link", { name: `Manage trip ${carReference}` }).click();
  await page.getByRole("heading", { level: 1, name: "Your trip" }).waitFor({ timeout: 60_000 });
  await page.getByText("Tom Traveller").waitFor();
  const terms = page.getByRole("region", { name: "Cancellation terms" });
  const promise = (await terms.innerText()).match(/get back (\d+)% of what you paid/);
  expect(promise).not.toBeNull();
  const percent = Number(promise![1]);
  await terms.getByRole("button", { name: "Cancel this booking" }).click();
  const dialog = page.getByRole("alertdialog", { name: `Cancel booking ${carReference}?` });
  await dialog.getByRole("button", { name: "Cancel booking" }).click();
  const done = page.getByRole("region", { name: "Cancellation" });
  await done
    .getByText(
      percent === 0
        ? "Nothing was refunded to a card."
        : `(${percent}%) refunded to your Visa ending in 4242.`,
    )
    .waitFor({ timeout: 60_000 });
  await screenshot(page, "book-car-cancelled-desktop");
  const cancelled = (await mailsAbout(carReference)).filter((m) =>
    m.subject.startsWith("Booking cancelled"),
  );
  expect(cancelled).toHaveLength(1);
  // three searches, three checkouts through the provider's pages (one declined, one challenged)
  // and a cancellation: room for a busy machine
}, 300_000);

test("on a phone, a flight's booking view names each passenger and passes axe", async () => {
  await signedIn(viewports.mobile);
  await openFirstResult("/flight", "Flights");
  await nameTravellers([YOU, "Lucy Traveller"]);
  expect(await seriousViolations(page, "flight booking phone")).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshot(page, "book-flight-phone");
});
