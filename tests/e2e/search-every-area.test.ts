/**
 * The search of every internal product area in Chromium, in both languages and at both widths,
 * against the product as `npm start` runs it. Each of the 14 areas (support/search.ts AREAS)
 * opens its results by address, as the web writes it (the first day its offers start on, 3 in
 * the party, 2 rooms where it asks for rooms), in two of the four combinations: the areas at even
 * places in English at 375 px and in Spanish at 1280 px, the others in Spanish at 375 px and in
 * English at 1280 px. In each: the form shows the address's dates and party; the results have
 * prices and their photos loaded; the order; the filters (a side column at 1280 px, a dialog
 * behind a button at 375 px); the map (chosen with the view's toggle) with its places; every
 * label in the page's language (the upstream's label seed). Screenshots of the results and the
 * map: tests/artifacts/search-area-<code>-<lang>-<width>[-map].png.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "playwright-core";
import { useLoopbackPages, productUrl, screenshot, viewports } from "./support/browser";
import { repoRoot } from "./support/product";
import {
  AREAS,
  NIGHTS,
  addDays,
  firstDay,
  resultsOf,
  startDayOf,
  type AreaCase,
} from "./support/search";

type Lang = "en" | "es";

const readLabels = (locale: string) =>
  JSON.parse(
    readFileSync(join(repoRoot, "upstream/src/reference/labels", `${locale}.json`), "utf8"),
  ) as Record<string, string>;
const LABELS: Record<Lang, Record<string, string>> = {
  en: readLabels("en-US"),
  es: readLabels("es-ES"),
};

/** A label of the seed in a language, its `{{name}}` placeholders filled in. */
function label(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  const text = LABELS[lang][key];
  if (text === undefined) throw new Error(`no ${lang} label ${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}

/** A day as the date fields show it: "12/25/2026" in English, "25/12/2026" in Spanish. */
const shownDay = (lang: Lang, iso: string) => {
  const [y, m, d] = iso.split("-");
  return lang === "en" ? `${m}/${d}/${y}` : `${d}/${m}/${y}`;
};

/** A result's total: "$1,234.56 total"; "1234,56 US$ en total". */
const TOTAL: Record<Lang, RegExp> = {
  en: /\$[\d,]+\.\d{2} total/,
  es: /[\d.]+,\d{2}\s*US\$ en total/,
};

/** The labels of an area's date fields (start, and end where it has one). */
function dateLabels(area: AreaCase): string[] {
  if (area.code === "CAR") return ["search.pickUp", "search.dropOff"];
  if (NIGHTS.has(area.code)) return ["search.checkIn", "search.checkOut"];
  return [area.code === "WEK" ? "search.weekStart" : "search.startDay"];
}

/** The address of an area's search as the web writes it (searchParamsOf's order). */
function searchUrl(area: AreaCase, checkIn: string): string {
  const params = new URLSearchParams();
  if (area.path !== `/${area.key}`) params.set("type", area.key);
  params.set("checkIn", checkIn);
  if (NIGHTS.has(area.code)) params.set("checkOut", addDays(checkIn, 1));
  params.set("guests", "3");
  if (area.rooms) params.set("rooms", "2");
  return `${productUrl()}${area.path}?${params.toString()}`;
}

/**
 * Brings each result's photo into view in turn (they load lazily) and waits for it; answers
 * the photos that did not load.
 */
function unloadedPhotos(results: Locator): Promise<string[]> {
  return results.evaluate(async (list, timeoutMs) => {
    const loaded = (img: HTMLImageElement) => img.complete && img.naturalWidth > 0;
    const failed: string[] = [];
    for (const img of Array.from(list.querySelectorAll<HTMLImageElement>(":scope > li img"))) {
      img.scrollIntoView({ block: "center" });
      const deadline = Date.now() + timeoutMs;
      while (!loaded(img) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      if (!loaded(img)) failed.push(img.src);
    }
    window.scrollTo(0, 0);
    return failed;
  }, 20_000);
}

/** The filters have their controls: the price range and free cancellation. */
async function expectFilterControls(filters: Locator, lang: Lang): Promise<void> {
  await filters.getByRole("checkbox", { name: label(lang, "search.freeCancellation") }).waitFor();
  for (const bound of ["search.filter.priceMin", "search.filter.priceMax"]) {
    expect(
      await filters.getByRole("textbox", { name: label(lang, bound), exact: true }).count(),
    ).toBe(1);
  }
}

/** An area's results page by address, checked in the page's language and width; screenshots. */
async function checkArea(page: Page, area: AreaCase, lang: Lang, width: number, min: string) {
  const t = (key: string, values?: Record<string, string | number>) => label(lang, key, values);
  const name = t(`menu.${area.key}`);
  const checkIn = startDayOf(area, min);
  await page.goto(searchUrl(area, checkIn));
  const results = await resultsOf(page, name, t("search.resultsLabel", { area: name }));

  if (width === viewports.desktop.width) {
    // the menu marks the area's entry, and it only (resorts and weeks both lead to /resorts)
    const menu = page.getByRole("navigation", { name: t("layout.productMenu") });
    await menu.locator('[aria-current="page"]').first().waitFor();
    expect(await menu.locator('[aria-current="page"]').allInnerTexts()).toEqual([name]);
  }

  // the form, filled from the address
  const form = page.getByRole("search", { name: t("search.formLabel", { area: name }) });
  const days = [checkIn, addDays(checkIn, 1)];
  for (const [i, key] of dateLabels(area).entries()) {
    const field = form.getByRole("textbox", { name: t(key), exact: true });
    expect(await field.inputValue()).toBe(shownDay(lang, days[i]!));
  }
  const party = t(`search.party.${area.party.toLowerCase()}`);
  expect(await form.getByRole("combobox", { name: party, exact: true }).inputValue()).toBe("3");
  if (area.rooms) {
    const rooms = form.getByRole("combobox", { name: t("search.rooms"), exact: true });
    expect(await rooms.inputValue()).toBe("2");
  }

  // the results: a count, each with its total and its photo
  await page.getByText(new RegExp(`^${t("search.count", { count: "\\d+" })}$`)).waitFor();
  const cards = await results.locator(":scope > li").allInnerTexts();
  expect(cards.length).toBeGreaterThan(0);
  for (const card of cards) expect(card).toMatch(TOTAL[lang]);
  expect(await unloadedPhotos(results)).toEqual([]);

  // the order, its choices in the language
  const sort = page.getByRole("combobox", { name: t("search.sortLabel"), exact: true });
  expect(await sort.locator("option").allInnerTexts()).toEqual(
    ["best", "price", "price-desc", "rating"].map((key) => t(`search.sort.${key}`)),
  );

  // the filters: a side column on wide screens, a dialog behind a button on phones
  const filtersButton = page.getByRole("button", { name: t("search.filtersHeading"), exact: true });
  if (width === viewports.mobile.width) {
    await filtersButton.click();
    const dialog = page.getByRole("dialog", { name: t("search.filtersHeading") });
    await dialog.waitFor();
    await expectFilterControls(dialog, lang);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
  } else {
    expect(await filtersButton.isVisible()).toBe(false);
    await expectFilterControls(
      page.getByRole("complementary", { name: t("search.filtersHeading") }),
      lang,
    );
  }
  await screenshot(page, `search-area-${area.code}-${lang}-${width}`);

  // the map, chosen with the view's toggle
  await page
    .getByRole("group", { name: t("search.viewLabel") })
    .getByRole("button", { name: t("search.view.map"), exact: true })
    .click();
  await page.waitForURL(/[?&]view=map/);
  await page.getByRole("region", { name: t("search.map.label") }).waitFor();
  const places = page.getByRole("list", { name: t("search.map.places") }).locator(":scope > li");
  await places.first().waitFor();
  await screenshot(page, `search-area-${area.code}-${lang}-${width}-map`);
}

const pages = useLoopbackPages();

const even = AREAS.filter((_, i) => i % 2 === 0);
const odd = AREAS.filter((_, i) => i % 2 === 1);

test.each([
  ["en", 375, viewports.mobile, even],
  ["es", 1280, viewports.desktop, even],
  ["es", 375, viewports.mobile, odd],
  ["en", 1280, viewports.desktop, odd],
] as const)(
  "the search of seven areas in %s at %s px: dates and party, results with photos, order, filters, map",
  async (lang, _width, viewport, areas) => {
    const { context, page } = await pages.open({ viewport });
    page.setDefaultTimeout(45_000);
    await context.addCookies([
      { name: "language", value: lang === "es" ? "es-ES" : "en-US", url: productUrl() },
    ]);
    const min = await firstDay();
    for (const area of areas) {
      try {
        await checkArea(page, area, lang, viewport.width, min);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        throw new Error(`${area.code} (${lang}, ${viewport.width} px): ${message}`, {
          cause: error,
        });
      }
    }
  },
  // seven areas, each with two screenshots: room for a busy machine
  150_000,
);
