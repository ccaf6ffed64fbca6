import type { Locator, Page } from "playwright-core";
import { productUrl } from "./browser";

export interface AreaCase {
  code: string;
  /** The area's key in the web (its `menu.<key>` label names it). */
  key: string;
  path: string;
  /** The area's name, as its form and results are named. */
  name: string;
  /** The weekday its offers start on (weeks on Saturdays, dream trips on Fridays in the seed). */
  startsOn?: number;
  /** The label of its party field. */
  party: string;
  /** Whether it asks for rooms (the NIGHT and WEEK areas). */
  rooms?: boolean;
}

/** The 14 internal product areas, in the menu's order (weeks on the resorts page). */
export const AREAS: readonly AreaCase[] = [
  {
    code: "DTPS",
    key: "dreamtrips",
    path: "/dreamtrips",
    name: "Dream Trips",
    startsOn: 5,
    party: "Travellers",
  },
  {
    code: "HLTGD",
    key: "hotelgd",
    rooms: true,
    path: "/hotelgd",
    name: "Hotel Deals",
    party: "Guests",
  },
  { code: "HLT", key: "hotel", rooms: true, path: "/hotel", name: "Hotels", party: "Guests" },
  { code: "CND", key: "condo", rooms: true, path: "/condo", name: "Condos", party: "Guests" },
  { code: "PKG", key: "packages", path: "/packages", name: "Packages", party: "Travellers" },
  { code: "STY", key: "stays", rooms: true, path: "/stays", name: "Stays", party: "Guests" },
  { code: "RST", key: "resorts", rooms: true, path: "/resorts", name: "Resorts", party: "Guests" },
  {
    code: "WEK",
    key: "weeks",
    rooms: true,
    path: "/resorts",
    name: "Weeks",
    startsOn: 6,
    party: "Guests",
  },
  {
    code: "SBM",
    key: "holidaystays",
    rooms: true,
    path: "/holidaystays",
    name: "Holiday Stays",
    party: "Guests",
  },
  { code: "CRU", key: "cruises", path: "/cruises", name: "Cruises", party: "Passengers" },
  { code: "FLT", key: "flight", path: "/flight", name: "Flights", party: "Passengers" },
  { code: "CAR", key: "cars", path: "/cars", name: "Cars", party: "Passengers" },
  { code: "TRA", key: "transfers", path: "/transfers", name: "Transfers", party: "Passengers" },
  { code: "ACT", key: "activities", path: "/activities", name: "Activities", party: "People" },
];

/** The areas searched with an end day (check-out, or drop-off for cars). */
export const NIGHTS = new Set(["HLTGD", "HLT", "CND", "STY", "RST", "SBM", "CAR"]);

export const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
export const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
/** An ISO day as the English date fields show it ("12/25/2026"). */
export const us = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** Asks the product's GraphQL API (as nobody signed in). */
export async function graphql<T>(
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const res = await fetch(`${productUrl()}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** The site's first bookable day (today on this machine plus minCheckinDays). */
export async function firstDay(): Promise<string> {
  const { siteConfig } = await graphql<{ siteConfig: { minCheckinDays: number } }>(
    "{ siteConfig { minCheckinDays } }",
  );
  const d = new Date();
  d.setDate(d.getDate() + siteConfig.minCheckinDays);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The first day from `min` an area's offers start on (its weekday, for weeks and dream trips). */
export function startDayOf(area: AreaCase, min: string): string {
  let day = min;
  while (area.startsOn !== undefined && weekday(day) !== area.startsOn) day = addDays(day, 1);
  return day;
}

/** The results list of an area's search, once the results of the search asked (not the last ones) show. */
export async function resultsOf(
  page: Page,
  area: string,
  label = `Results in ${area}`,
): Promise<Locator> {
  const list = page.locator(`ul[aria-label="${label}"]:not([aria-busy])`);
  await list.getByRole("listitem").first().waitFor();
  return list;
}

/**
 * Searches an area page as a traveller does, by keyboard: the place typed and its suggestion
 * chosen with the arrow key and Enter (when `place` is given), the form's first bookable days
 * and its party kept, Search pressed. Answers the results list.
 */
export async function searchArea(
  page: Page,
  path: string,
  area: string,
  place?: string,
  placeLabel = "Destination",
): Promise<Locator> {
  await page.goto(`${productUrl()}${path}`);
  const form = page.getByRole("search", { name: `Search ${area}` });
  if (place) await choosePlace(page, form.getByRole("combobox", { name: placeLabel }), place);
  await form.getByRole("button", { name: "Search", exact: true }).click();
  await page.waitForURL(/checkIn=/);
  return resultsOf(page, area);
}

/**
 * Types the start of a place's name into a place field and chooses its suggestion by keyboard
 * (names starting with what is typed come first), then checks the field shows the place.
 */
export async function choosePlace(page: Page, field: Locator, place: string): Promise<void> {
  await field.fill("");
  await field.pressSequentially(place.slice(0, 4), { delay: 20 });
  await page
    .getByRole("option", { name: new RegExp(`^${place}, `) })
    .first()
    .waitFor();
  await field.press("ArrowDown");
  await field.press("Enter");
  const chosen = await field.inputValue();
  if (chosen !== place) {
    throw new Error(`chose ${JSON.stringify(chosen)} instead of ${place} at ${page.url()}`);
  }
}
