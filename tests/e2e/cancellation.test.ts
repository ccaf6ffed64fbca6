/**
 * Managing a booking in Chromium against the product as `npm start` runs it: the traveller books
 * an activity and pays with a test card, opens the trip from My Trips, reads what was paid and
 * how and what cancelling today gives back, cancels by keyboard in the dialog and sees the refund
 * to the card; the cancellation mail is in the outbox. The itinerary and the dialog pass axe at
 * 375 and 1280 px; screenshots in tests/artifacts.
 */
import type { Page } from "playwright-core";
import { expectSignedIn, signIn } from "./support/account";
import {
  useLoopbackPages,
  productUrl,
  screenshot,
  upstreamUrl,
  viewports,
} from "./support/browser";
import { seriousViolations } from "./support/axe";
import { finishBooking } from "./support/checkout";
import { chooseBookableStay } from "./support/stay";

const TRAVELLER = { email: "traveller@example.com", password: "Traveller#1" };

let page: Page;

const pages = useLoopbackPages();

/** Signed in, an activity booked and paid by card; answers its reference. */
async function bookAndPay(viewport: { width: number; height: number }): Promise<string> {
  ({ page } = await pages.open({ viewport }));
  await page.goto(productUrl());
  await signIn(page, TRAVELLER.email, TRAVELLER.password);
  await expectSignedIn(page);
  // a walking tour (offer 125): booked for the first day the site allows
  await page.goto(`${productUrl()}/activities/offers/125`);
  const price = page.getByRole("region", { name: "Price" });
  const prompt = page.getByRole("alertdialog", { name: "Use a certificate?" });
  await prompt.or(price.getByText("Total to pay")).first().waitFor({ timeout: 60_000 });
  if (await prompt.isVisible()) {
    await prompt.getByRole("button", { name: "Continue without a certificate" }).click();
    await prompt.waitFor({ state: "detached" });
  }
  // a day with places left for two (the browser tests share the calendar)
  await chooseBookableStay(page, { nights: null, units: 3 });
  await price.getByRole("button", { name: "Book now" }).click();
  const confirmation = await finishBooking(page);
  const reference = (await confirmation.innerText()).match(/\bWH-[A-Z0-9]{6}\b/)?.[0];
  expect(reference).toBeDefined();
  return reference!;
}

test.each([
  ["desktop", viewports.desktop],
  ["phone", viewports.mobile],
] as const)(
  "on a %s, a paid trip is cancelled from its itinerary with the refund its terms promise",
  async (name, viewport) => {
    const reference = await bookAndPay(viewport);

    await page.goto(`${productUrl()}/user/my-trips`);
    await page.getByRole("link", { name: `Manage trip ${reference}` }).click();
    await page.getByRole("heading", { level: 1, name: "Your trip" }).waitFor({ timeout: 60_000 });
    await page.getByText("Visa ending in 4242").waitFor();
    const terms = page.getByRole("region", { name: "Cancellation terms" });
    const promise = (await terms.innerText()).match(/get back (\d+)% of what you paid/);
    expect(promise).not.toBeNull();
    const percent = Number(promise![1]);
    expect(await seriousViolations(page, `itinerary ${name}`)).toEqual([]);
    await screenshot(page, `trip-itinerary-${name}`);
    if (viewport === viewports.mobile)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        375,
      );

    // by keyboard: focus the button, open the dialog, confirm
    await terms.getByRole("button", { name: "Cancel this booking" }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("alertdialog", { name: `Cancel booking ${reference}?` });
    await dialog.waitFor();
    await dialog
      .getByText(percent === 0 ? /nothing is refunded/ : `(${percent}% of what you paid)`)
      .waitFor();
    expect(await seriousViolations(page, `cancel dialog ${name}`)).toEqual([]);
    await screenshot(page, `trip-cancel-dialog-${name}`);
    await dialog.getByRole("button", { name: "Cancel booking" }).focus();
    await page.keyboard.press("Enter");

    const done = page.getByRole("region", { name: "Cancellation" });
    await done.waitFor({ timeout: 60_000 });
    await done
      .getByText(
        percent === 0
          ? "Nothing was refunded to a card."
          : `(${percent}%) refunded to your Visa ending in 4242.`,
      )
      .waitFor();
    await page.getByText("Cancelled", { exact: true }).first().waitFor();
    await screenshot(page, `trip-cancelled-${name}`);

    // one cancellation mail
    const res = await page.request.get(`${upstreamUrl()}/api/dev/outbox`);
    const { data } = (await res.json()) as {
      data: { to: string; subject: string; text: string }[];
    };
    const mails = data.filter(
      (m) =>
        m.to === TRAVELLER.email &&
        m.subject.startsWith("Booking cancelled") &&
        m.subject.endsWith(`(${reference})`),
    );
    expect(mails).toHaveLength(1);

    // My Trips shows it cancelled
    await page.goto(`${productUrl()}/user/my-trips`);
    const item = page.getByRole("listitem").filter({ hasText: reference });
    await item.getByText("Cancelled").waitFor({ timeout: 60_000 });
  },
  // a whole flow (sign-in, booking and paying, cancelling): more than one step may take most of
  // a minute on a busy machine, and a step that hangs fails at its own wait, naming it (with
  // two browser workers at load average 6 the phone run passed the 60 s default once)
  180_000,
);
