/**
 * Choosing dates a browser test can book. An offer page opens on the site's first bookable day,
 * but the calendar decides what can be booked: the seeded calendar sells out about one day in
 * 29 and has 1 to 5 rooms left on a hotel's day, and the browser tests share one product, so
 * their bookings take rooms from each other. chooseBookableStay types the first stay, from the
 * check-in the page shows, whose days each have `units` left in the upstream's calendar (GET
 * /api/offers/{id}/calendar), and waits for its price.
 */
import type { Page } from "playwright-core";
import { upstreamUrl } from "./browser";

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const us = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const fromUs = (text: string) => `${text.slice(6, 10)}-${text.slice(0, 2)}-${text.slice(3, 5)}`;

interface CalendarDay {
  day: string;
  units_left: number;
}

/** The first day from `from` starting `nights` (1 for a day offer) days each with `units` left. */
export async function firstBookableDay(
  offerId: string,
  from: string,
  nights: number,
  units: number,
): Promise<string> {
  const res = await fetch(
    `${upstreamUrl()}/api/offers/${offerId}/calendar?from=${from}&to=${addDays(from, 61)}`,
  );
  const { data } = (await res.json()) as { data: { days: CalendarDay[] } };
  const left = new Map(data.days.map((d) => [d.day, d.units_left]));
  for (let i = 0; i + nights <= 62; i++) {
    const start = addDays(from, i);
    const days = Array.from({ length: nights }, (_, n) => left.get(addDays(start, n)) ?? 0);
    if (days.every((n) => n >= units)) return start;
  }
  throw new Error(`offer ${offerId} has no ${nights} days with ${units} left from ${from}`);
}

/**
 * On an offer page in English: types the first bookable stay of `nights` nights (a NIGHT offer)
 * or day (`nights` null: an activity's date) and waits for the price panel to show it.
 */
export async function chooseBookableStay(
  page: Page,
  { nights = 2, units = 3 }: { nights?: number | null; units?: number } = {},
): Promise<{ checkIn: string; checkOut: string | null }> {
  const offerId = new URL(page.url()).pathname.split("/").pop() ?? "";
  const checkInBox = page.getByRole("textbox", { name: nights === null ? "Date" : "Check-in" });
  const shown = fromUs(await checkInBox.inputValue());
  const checkIn = await firstBookableDay(offerId, shown, nights ?? 1, units);
  const price = page.getByRole("region", { name: "Price" });
  if (checkIn !== shown) {
    await checkInBox.fill(us(checkIn));
    await checkInBox.blur();
  }
  if (nights === null) {
    await price.locator('[aria-busy="true"]').waitFor({ state: "detached" });
    return { checkIn, checkOut: null };
  }
  const checkOut = addDays(checkIn, nights);
  const checkOutBox = page.getByRole("textbox", { name: "Check-out" });
  await checkOutBox.fill(us(checkOut));
  await checkOutBox.blur();
  await price.getByText(`Nights: ${nights}`).waitFor();
  await price.locator('[aria-busy="true"]').waitFor({ state: "detached" });
  return { checkIn, checkOut };
}
