/**
 * Booking through the checkout as a traveller does: Book, then (when something is left to pay)
 * the payment provider's page with a test card, and back on the site's /checkout/return with the
 * confirmation.
 */
import type { Page } from "playwright-core";

/** The embedded payment provider's test cards (upstream/src/payment-provider/cards.ts). */
export const TEST_CARDS = {
  succeeds: "4242 4242 4242 4242",
  declined: "4000 0000 0000 0002",
  challenge: "4000 0000 0000 3220",
} as const;

const PAYMENT_PAGE = /\/payment-provider\/pay\/pay_[0-9a-f]+$/;

/** On the provider's card form: pays with `number` (any name, a future expiry, any code). */
export async function payWithCard(page: Page, number: string = TEST_CARDS.succeeds) {
  await page.waitForURL(PAYMENT_PAGE, { timeout: 60_000 });
  await page.getByLabel("Name on card").fill("Tess Traveller");
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiry (MM/YY)").fill("12/39");
  await page.getByLabel("Security code").fill("123");
  await page.getByRole("button", { name: /^Pay / }).click();
}

/**
 * After Book: pays on the provider's page when the app went there (nothing left to pay books at
 * once), and waits for the confirmation back on the site.
 */
export async function finishBooking(page: Page) {
  const confirmation = page.getByRole("region", { name: /Booking confirmed|Reserva confirmada/ });
  const leftForPayment = page
    .waitForURL(PAYMENT_PAGE, { timeout: 60_000 })
    .then(() => true)
    .catch(() => false);
  const confirmed = confirmation
    .waitFor({ timeout: 60_000 })
    .then(() => false)
    .catch(() => false);
  try {
    if (await Promise.race([leftForPayment, confirmed])) await payWithCard(page);
    await confirmation.waitFor({ timeout: 60_000 });
  } catch (error) {
    // say where the booking stopped: the page's address and what it showed
    const text = await page
      .locator("body")
      .innerText()
      .catch(() => "");
    throw new Error(`booking not confirmed on ${page.url()}:\n${text.slice(0, 600)}`, {
      cause: error,
    });
  }
  return confirmation;
}
