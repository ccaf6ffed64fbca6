import type { Locator, Page } from "playwright-core";
import { productUrl } from "./browser";

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
