/**
 * Paying for a booking in Chromium against the product as `npm start` runs it, with the embedded
 * payment provider: Book leaves for the provider's card form; the decline card is refused there
 * with its reason; the 3-D Secure style challenge card asks to authenticate and, once done,
 * returns to the site's confirmation, and the confirmation mail is in the outbox. On a phone, a
 * traveller cancels on the provider's page and is told nothing was booked, with the way back to
 * the offer. Screenshots in tests/artifacts at 375 and 1280 px.
 */
import type { Page } from "playwright-core";
import { chooseBookableStay } from "./support/stay";
import { expectSignedIn, signIn } from "./support/account";
import {
  useLoopbackPages,
  productUrl,
  screenshot,
  upstreamUrl,
  viewports,
} from "./support/browser";
import { searchArea } from "./support/search";
import { payWithCard, TEST_CARDS } from "./support/checkout";

const AGENT = { email: "agent@example.com", password: "Agent#2026" };

let page: Page;

const pages = useLoopbackPages();

/** Signed in as the agent, on the first activity's booking page, Book pressed. */
async function bookAnActivity(viewport: { width: number; height: number }): Promise<string> {
  ({ page } = await pages.open({ viewport }));
  await page.goto(productUrl());
  await signIn(page, AGENT.email, AGENT.password);
  await expectSignedIn(page);
  const results = await searchArea(page, "/activities", "Activities");
  await results.getByRole("link").first().click();
  const offerPath = new URL(page.url()).pathname;
  const price = page.getByRole("region", { name: "Price" });
  // the certificate prompt (a modal) comes first when the agent has no card for activities
  const prompt = page.getByRole("alertdialog", { name: "Use a certificate?" });
  await prompt.or(price.getByText("Total to pay")).first().waitFor({ timeout: 60_000 });
  if (await prompt.isVisible()) {
    await prompt.getByRole("button", { name: "Continue without a certificate" }).click();
    await prompt.waitFor({ state: "detached" });
  }
  await chooseBookableStay(page, { nights: null, units: 3 });
  await price.getByText("You pay the total by card on the next page.").waitFor();
  await price.getByRole("button", { name: "Book now" }).click();
  return offerPath;
}

test("a declined card is refused with its reason; the challenge card books once authenticated", async () => {
  await bookAnActivity(viewports.desktop);
  await page.waitForURL(/\/payment-provider\/pay\//, { timeout: 60_000 });
  await page.getByText("Test cards").waitFor();
  await screenshot(page, "payment-provider-desktop");

  await payWithCard(page, TEST_CARDS.declined);
  await page.getByRole("alert").getByText("Your card was declined.").waitFor();

  await payWithCard(page, TEST_CARDS.challenge);
  await page.getByRole("heading", { name: "Confirm your payment" }).waitFor();
  await screenshot(page, "payment-challenge-desktop");
  await page.getByRole("button", { name: "Complete authentication" }).click();

  await page.waitForURL(/\/checkout\/return\?checkout=co_[0-9a-f]{24}&payment_id=/, {
    timeout: 60_000,
  });
  const confirmation = page.getByRole("region", { name: "Booking confirmed" });
  await confirmation.waitFor({ timeout: 60_000 });
  const reference = (await confirmation.innerText()).match(/\bWH-[A-Z0-9]{6}\b/)?.[0];
  expect(reference).toBeDefined();
  await screenshot(page, "checkout-confirmed-desktop");

  // one confirmation mail, naming the booking and the card
  const res = await page.request.get(`${upstreamUrl()}/api/dev/outbox`);
  const { data } = (await res.json()) as { data: { to: string; subject: string; text: string }[] };
  const mails = data.filter((m) => m.to === AGENT.email && m.subject.includes(reference!));
  expect(mails).toHaveLength(1);
  expect(mails[0]!.text).toContain("with Visa ending in 3220");

  // opened again, the page shows the same booking: it is never made twice
  await page.reload();
  await page.getByRole("region", { name: "Booking confirmed" }).getByText(reference!).waitFor();
});

test("on a phone, cancelling on the payment page books nothing and leads back to the offer", async () => {
  const offerPath = await bookAnActivity(viewports.mobile);
  await page.waitForURL(/\/payment-provider\/pay\//, { timeout: 60_000 });
  await screenshot(page, "payment-provider-phone");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole("button", { name: "Cancel and go back" }).click();

  const outcome = page.getByRole("region", { name: "Not booked yet" });
  await outcome.getByText("You cancelled the payment. Nothing was booked or charged.").waitFor({
    timeout: 60_000,
  });
  await screenshot(page, "checkout-cancelled-phone");
  await outcome.getByRole("link", { name: "Back to the offer" }).click();
  await page.waitForURL((url) => url.pathname === offerPath);
});
