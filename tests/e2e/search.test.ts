/**
 * Search in every product area in Chromium against the product as `npm start` runs it: in each
 * of the 14 areas the form is filled by keyboard (a place chosen from its suggestions, flights
 * and packages also where from, the start day typed where an area's offers start on set days,
 * the party) and gives results priced for the dates and party; filters and the order change the
 * address and the results, and a reload keeps the search; the labels in Spanish; axe on the
 * form, the results and the map. Every area's results and map in both languages and at both
 * widths, with screenshots: search-every-area.test.ts.
 */
import type { BrowserContext, Locator, Page } from "playwright-core";
import { useLoopbackPages, productUrl, screenshot, viewports, waitUntil } from "./support/browser";
import { seriousViolations } from "./support/axe";
import {
  AREAS,
  NIGHTS,
  addDays,
  choosePlace,
  firstDay,
  graphql,
  resultsOf,
  startDayOf,
  us,
  type AreaCase,
} from "./support/search";

let context: BrowserContext;
let page: Page;

const pages = useLoopbackPages();

async function open(viewport: { width: number; height: number }, language?: string) {
  ({ context, page } = await pages.open({ viewport }));
  if (language)
    await context.addCookies([{ name: "language", value: language, url: productUrl() }]);
}

/** A result of the area for the day, to search its place (and origin) as a traveller would. */
async function aResult(area: AreaCase, checkIn: string) {
  const input = {
    area: area.code,
    checkIn,
    checkOut: NIGHTS.has(area.code) ? addDays(checkIn, 1) : null,
    guests: 3,
    rooms: area.rooms ? 2 : 1,
  };
  const data = await graphql<{
    searchOffers: { nodes: { destination: { name: string }; origin: { name: string } | null }[] };
  }>(
    `
      query ($input: OfferSearchInput!) {
        searchOffers(input: $input, first: 1) {
          nodes {
            destination {
              name
            }
            origin {
              name
            }
          }
        }
      }
    `,
    { input },
  );
  const result = data.searchOffers.nodes[0];
  if (!result) throw new Error(`no ${area.code} offer on ${checkIn}`);
  return result;
}

/** Fills an area's form by keyboard and searches; answers the results. */
async function searchByKeyboard(area: AreaCase, min: string): Promise<Locator> {
  await page.goto(`${productUrl()}${area.path}`);
  if (area.code === "WEK") {
    await page.getByRole("button", { name: "Weeks" }).click();
  }
  const form = page.getByRole("search", { name: `Search ${area.name}` });
  await form.waitFor();
  const checkIn = startDayOf(area, min);
  const result = await aResult(area, checkIn);
  if (result.origin) {
    await choosePlace(page, form.getByRole("combobox", { name: "From" }), result.origin.name);
  }
  const place = form.getByRole("combobox", { name: result.origin ? "To" : "Destination" });
  await choosePlace(page, place, result.destination.name);
  if (checkIn !== min) {
    // the start day typed (the date fields are the form's only text boxes)
    const start = form.getByRole("textbox").first();
    await start.fill("");
    await start.pressSequentially(us(checkIn));
    await start.press("Tab");
  }
  // the party by keyboard: 2 → 3
  const party = form.getByRole("combobox", { name: area.party });
  await party.focus();
  await party.press("ArrowDown");
  expect(await party.inputValue()).toBe("3");
  if (area.rooms) {
    const rooms = form.getByRole("combobox", { name: "Rooms" });
    await rooms.focus();
    await rooms.press("ArrowDown");
    expect(await rooms.inputValue()).toBe("2");
  }
  await place.focus();
  await place.press("Enter");
  await page.waitForURL(area.rooms ? /checkIn=.*guests=3&rooms=2/ : /checkIn=.*guests=3/);
  const url = new URL(page.url());
  expect(url.searchParams.get("checkIn")).toBe(checkIn);
  if (NIGHTS.has(area.code)) expect(url.searchParams.get("checkOut")).toBe(addDays(checkIn, 1));
  return resultsOf(page, area.name);
}

test("every area searches by keyboard and shows results priced for the dates and party", async () => {
  await open(viewports.desktop);
  const min = await firstDay();
  const found: string[] = [];
  for (const area of AREAS) {
    const results = await searchByKeyboard(area, min);
    const first = results.getByRole("listitem").first();
    expect(await first.innerText()).toMatch(/\$[\d,]+\.\d{2} total/);
    found.push(`${area.code}: ${(await first.getByRole("heading").innerText()).trim()}`);
  }
  expect(found).toHaveLength(14);
  // fourteen searches by keyboard: room for a busy machine
}, 300_000);

/** The totals of the results shown, in order. */
async function totals(results: Locator): Promise<number[]> {
  const texts = await results.getByRole("listitem").allInnerTexts();
  return texts.map((t) => Number(/\$([\d,]+\.\d{2}) total/.exec(t)?.[1]?.replace(/,/g, "")));
}

test("filters and the order change the address and the results; a reload keeps the search", async () => {
  await open(viewports.desktop);
  const min = await firstDay();
  await page.goto(
    `${productUrl()}/hotel?checkIn=${min}&checkOut=${addDays(min, 2)}&guests=2&rooms=1`,
  );
  let results = await resultsOf(page, "Hotels");
  const all = Number((await page.getByText(/^Results: \d+$/).innerText()).split(": ")[1]);

  await page.getByRole("combobox", { name: "Sort by" }).selectOption("price");
  await page.waitForURL(/sort=price/);
  results = await resultsOf(page, "Hotels");
  const ascending = await waitUntil(
    () => totals(results),
    // the list reads empty while the new order loads: wait for its results, in order
    (t) => t.length > 1 && t.every((v, i) => i === 0 || t[i - 1]! <= v),
    30_000,
  );
  expect(ascending.length).toBeGreaterThan(1);

  const filters = page.getByRole("complementary", { name: "Filters" });
  await filters.getByText("Free cancellation").click();
  await page.waitForURL(/freeCancellation=1/);
  const count = await waitUntil(
    async () => Number((await page.getByText(/^Results: \d+$/).innerText()).split(": ")[1]),
    (n) => n < all,
    30_000,
  );
  results = await resultsOf(page, "Hotels");
  for (const card of await results.getByRole("listitem").all()) {
    expect(await card.innerText()).toContain("Free cancellation");
  }

  const url = page.url();
  await page.reload();
  results = await resultsOf(page, "Hotels");
  expect(page.url()).toBe(url);
  expect(await page.getByText(`Results: ${count}`).count()).toBe(1);
  expect(await page.getByRole("combobox", { name: "Sort by" }).inputValue()).toBe("price");
  expect(await page.getByRole("textbox", { name: "Check-in" }).inputValue()).toBe(us(min));

  await page.goBack();
  await page.waitForURL((u) => !u.search.includes("freeCancellation"));
  await waitUntil(
    async () => page.getByText(`Results: ${all}`).count(),
    (n) => n === 1,
    30_000,
  );
}, 180_000);

test("the form and the results in Spanish", async () => {
  await open(viewports.desktop, "es-ES");
  const min = await firstDay();
  await page.goto(`${productUrl()}/flight?checkIn=${min}&guests=2`);
  const form = page.getByRole("search", { name: "Buscar Vuelos" });
  for (const label of ["Desde", "Hasta"]) {
    await form.getByRole("combobox", { name: label }).waitFor();
  }
  await form.getByRole("textbox", { name: "Fecha" }).waitFor();
  await form.getByRole("combobox", { name: "Pasajeros" }).waitFor();
  const results = await resultsOf(page, "Vuelos", "Resultados de Vuelos");
  expect(await page.getByText(/^Resultados: \d+$/).count()).toBe(1);
  expect(await results.getByRole("listitem").first().innerText()).toMatch(
    /por persona · .+ en total/,
  );
  expect(await page.getByRole("combobox", { name: "Ordenar por" }).count()).toBe(1);
});

test.each([
  ["375", viewports.mobile],
  ["1280", viewports.desktop],
])(
  "axe finds nothing serious on the search form, its suggestions and results (%s px)",
  async (width, viewport) => {
    await open(viewport);
    const min = await firstDay();
    const found: string[] = [];
    await page.goto(`${productUrl()}/flight`);
    const form = page.getByRole("search", { name: "Search Flights" });
    await form.getByRole("combobox", { name: "From" }).pressSequentially("New");
    await page.getByRole("option").first().waitFor();
    found.push(...(await seriousViolations(page, "suggestions")));
    await page.goto(`${productUrl()}/hotel?checkIn=${min}&checkOut=${addDays(min, 1)}`);
    await resultsOf(page, "Hotels");
    found.push(...(await seriousViolations(page, "hotel results")));
    if (width === "375") {
      await page.getByRole("button", { name: "Filters" }).click();
      await page.getByRole("dialog", { name: "Filters" }).waitFor();
      found.push(...(await seriousViolations(page, "filters dialog")));
      await page.keyboard.press("Escape");
    }
    await page.goto(`${productUrl()}/activities?checkIn=${min}&view=map`);
    await page.getByRole("region", { name: "Results by place" }).waitFor();
    await page.getByRole("list", { name: "Places on the map" }).waitFor();
    found.push(...(await seriousViolations(page, "map view")));
    await screenshot(page, `search-map-${width}`);
    expect(found).toEqual([]);
  },
);
