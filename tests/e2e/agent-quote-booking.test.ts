/**
 * An agent's quote, from sending it to booking it, in Chromium against the product as `npm start`
 * runs it: the demo agent opens a car from a search with its own dates, sends a client a quote
 * for it from the booking view, finds it open on the quotes page, books it from there (the
 * booking names the quote and makes the client the lead traveller), pays by card on the payment
 * provider's page, and the quotes page then shows it booked. Screenshots in tests/artifacts.
 */
import { addDays } from "@travel/schema/wallet";
import type { Page } from "playwright-core";
import { expectSignedIn, signIn } from "./support/account";
import { useLoopbackPages, productUrl, screenshot, viewports } from "./support/browser";
import { finishBooking } from "./support/checkout";
import { searchArea } from "./support/search";

let page: Page;

const pages = useLoopbackPages();

const CLIENT = "Margaret Ellison";

test("the demo agent quotes a car for a client, then books the quote and pays for it", async () => {
  ({ page } = await pages.open({ viewport: viewports.desktop }));
  await page.goto(productUrl());
  await signIn(page, "agent@example.com", "Agent#2026");
  await expectSignedIn(page);

  // a car from the search, on days of this test's own (other tests book the nearer ones)
  const results = await searchArea(page, "/cars", "Cars");
  const href = await results.getByRole("link").first().getAttribute("href");
  const offer = new URL(href ?? "", productUrl());
  const checkIn = addDays(new Date().toISOString().slice(0, 10), 75);
  offer.searchParams.set("checkIn", checkIn);
  offer.searchParams.set("checkOut", addDays(checkIn, 3));
  await page.goto(offer.href);

  const quoting = page.getByRole("region", { name: "Quote for a client" });
  await quoting.getByRole("combobox", { name: "Client" }).selectOption({ label: CLIENT });
  await quoting.getByRole("button", { name: "Send quote" }).click();
  const sent = quoting.getByRole("status");
  await sent.getByText(`for ${CLIENT}:`).waitFor({ timeout: 60_000 });
  const reference = /Quote (\S+) for/.exec(await sent.innerText())?.[1];
  expect(reference).toMatch(/^Q-/);
  await screenshot(page, "agent-quote-sent-1280");

  await page.goto(`${productUrl()}/agent/my-quotes`);
  await page.getByRole("link", { name: `Book quote ${reference}` }).click();
  await page.getByText(`Booking quote ${reference} for ${CLIENT}.`).waitFor({ timeout: 60_000 });
  expect(page.url()).toContain(`checkIn=${checkIn}`);
  const lead = page.getByRole("group", { name: "Lead traveller" });
  await expectValue(lead.getByLabel("First name"), "Margaret");
  await expectValue(lead.getByLabel("Last name"), "Ellison");
  const price = page.getByRole("region", { name: "Price" });
  await price.getByText("Total to pay").waitFor({ timeout: 60_000 });
  await price.locator('[aria-busy="true"]').waitFor({ state: "detached" });
  await screenshot(page, "agent-quote-booking-1280");
  await price.getByRole("button", { name: "Book now" }).click();
  await finishBooking(page);

  await page.goto(`${productUrl()}/agent/my-quotes`);
  const row = page.getByRole("row").filter({ hasText: reference! });
  await row.getByText("Booked", { exact: true }).waitFor();
  await row.getByText(/^Booking WH-/).waitFor();
  expect(await row.getByRole("link", { name: `Book quote ${reference}` }).count()).toBe(0);
  await screenshot(page, "agent-quote-booked-1280");
});

/** Waits until the field holds `value` (the quote's client arrives after the page). */
async function expectValue(field: ReturnType<Page["getByLabel"]>, value: string) {
  const input = await field.elementHandle();
  await page.waitForFunction(([el, want]) => (el as HTMLInputElement).value === want, [
    input,
    value,
  ] as const);
}
