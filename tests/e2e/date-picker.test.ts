/**
 * The booking form's date fields in Chromium against the product as `npm start` runs it, signed
 * out (no account state changes): the calendar's weeks start on Sunday, days before today plus
 * the site's minCheckinDays cannot be chosen, a day is chosen with the keyboard, another typed
 * in the visitor's order, and in Spanish the pattern and the day names are Spanish. Screenshots
 * of the open calendar in tests/artifacts at 375 and 1280 px.
 */
import type { Page } from "playwright-core";
import { useLoopbackPages, productUrl, screenshot, viewports } from "./support/browser";
import { firstBookableDay } from "./support/stay";
import { searchArea } from "./support/search";

const HOTEL = "Casa do Miradouro Boutique Hotel";

let page: Page;

const pages = useLoopbackPages();

async function openHotel(viewport: { width: number; height: number }): Promise<void> {
  ({ page } = await pages.open({ viewport }));
  const results = await searchArea(page, "/hotel", "Hotels", "Lisbon");
  await results.getByRole("link", { name: HOTEL }).click();
  await page.getByRole("heading", { level: 1, name: HOTEL }).waitFor();
}

/** The site's minimum check-in (the upstream's org config) as the page's own calendar has it. */
async function minimumCheckIn(): Promise<string> {
  const res = await fetch(`${productUrl()}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: "{ siteConfig { minCheckinDays weekStart } }" }),
  });
  const { data } = (await res.json()) as {
    data: { siteConfig: { minCheckinDays: number; weekStart: number } };
  };
  expect(data.siteConfig.weekStart).toBe(0);
  return page.evaluate((days) => {
    const d = new Date();
    d.setDate(d.getDate() + days);
    const pad = (n: number) => String(n).padStart(2, "0");
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  }, data.siteConfig.minCheckinDays);
}

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const us = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const es = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const pricePanel = () => page.getByRole("region", { name: "Price" });

for (const [name, viewport] of [
  ["1280", viewports.desktop],
  ["375", viewports.mobile],
] as const) {
  test(`check-in from a Sunday-first calendar, check-out typed (${name} px)`, async () => {
    await openHotel(viewport);
    const min = await minimumCheckIn();
    const checkIn = page.getByRole("textbox", { name: "Check-in" });
    const checkOut = page.getByRole("textbox", { name: "Check-out" });
    expect(await checkIn.inputValue()).toBe(us(min));
    expect(await checkIn.getAttribute("placeholder")).toBe("mm/dd/yyyy");

    await page
      .getByRole("button", { name: /^Change date, / })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: "Choose date" });
    await dialog.getByRole("grid").waitFor();
    expect(await dialog.locator("th").first().getAttribute("abbr")).toBe("Sunday");
    expect(await dialog.locator("th").first().textContent()).toBe("Sun");
    const focused = dialog.locator('[data-part="table-cell-trigger"][data-focus]');
    expect(await focused.getAttribute("data-value")).toBe(min);
    // every day shown before the minimum is disabled, the minimum is not (days of the next month
    // shown in the last rows are disabled too: they are chosen from their own month)
    const states = await dialog
      .locator('[data-part="table-cell-trigger"]')
      .evaluateAll((cells) =>
        cells.map((c) => [c.getAttribute("data-value"), c.getAttribute("aria-disabled")]),
      );
    for (const [day, disabled] of states)
      if ((day ?? "") < min) expect([day, disabled]).toEqual([day, "true"]);
    expect(states.find(([day]) => day === min)?.[1]).toBeNull();
    await screenshot(page, `date-picker-open-${name}`, { fullPage: false });

    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await dialog.locator(`[data-value="${addDays(min, 3)}"][data-focus]`).waitFor();
    await page.keyboard.press("Enter");
    await dialog.waitFor({ state: "detached" });
    expect(await checkIn.inputValue()).toBe(us(addDays(min, 3)));
    // check-out was before the new check-in: it moved to the next day
    expect(await checkOut.inputValue()).toBe(us(addDays(min, 4)));

    await checkOut.fill(us(addDays(min, 6)));
    // the three nights are priced, unless the calendar has one without a room left (the seeded
    // calendar sells out some days; the other browser tests book rooms of this hotel too)
    const offerId = new URL(page.url()).pathname.split("/").pop() ?? "";
    const bookable = (await firstBookableDay(offerId, addDays(min, 3), 3, 1)) === addDays(min, 3);
    await pricePanel()
      .getByText(
        bookable ? "Nights: 3" : "These dates are sold out: choose other dates to see the price.",
      )
      .waitFor();
    await checkOut.fill("02/30/2027");
    await checkOut.blur();
    // not a real day: refused with the field's message
    await page.getByText("Choose a check-out date.").waitFor();
    expect(await checkOut.getAttribute("aria-invalid")).toBe("true");
  });
}

test("in Spanish: the pattern, the typed order and the day names", async () => {
  await openHotel(viewports.desktop);
  const min = await minimumCheckIn();
  await page.getByRole("button", { name: /^Language: English/ }).click();
  await page
    .getByRole("dialog", { name: "Choose a language" })
    .getByRole("button", { name: /Español/ })
    .click();
  const checkIn = page.getByRole("textbox", { name: "Entrada" });
  await checkIn.waitFor();
  expect(await checkIn.getAttribute("placeholder")).toBe("dd/mm/aaaa");
  expect(await checkIn.inputValue()).toBe(es(min));
  await checkIn.fill(es(addDays(min, 2)));
  await checkIn.blur();
  await page
    .getByRole("button", { name: /^Cambiar fecha, / })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: "Elegir fecha" });
  await dialog.getByRole("grid").waitFor();
  expect(await dialog.locator("th").first().getAttribute("abbr")).toBe("domingo");
  const focused = dialog.locator('[data-part="table-cell-trigger"][data-focus]');
  expect(await focused.getAttribute("data-value")).toBe(addDays(min, 2));
  expect(await dialog.getByRole("button", { name: "Mes siguiente" }).count()).toBe(1);
  await screenshot(page, "date-picker-open-es-1280", { fullPage: false });
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "detached" });
});
