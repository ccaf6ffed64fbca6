/**
 * Favourites in Chromium against the product as `npm start` runs it: the demo traveller saves a
 * hotel with the heart (a 44 px target) on its search result, sees it saved on its page, finds it
 * on the favourites page (linked from the account page), and removes it there, which leaves the
 * empty state. At 1280 and 375 px, screenshots in tests/artifacts.
 */
import type { Page } from "playwright-core";
import { expectSignedIn, signIn } from "./support/account";
import { useLoopbackPages, productUrl, screenshot, viewports } from "./support/browser";
import { searchArea } from "./support/search";

let page: Page;

const pages = useLoopbackPages();

const HOTEL = "Casa do Miradouro Boutique Hotel";

test.each([
  ["1280", viewports.desktop],
  ["375", viewports.mobile],
])(
  "the demo traveller saves a hotel, sees it in the favourites and removes it (%s px)",
  async (width, viewport) => {
    ({ page } = await pages.open({ viewport }));
    await page.goto(productUrl());
    await signIn(page, "traveller@example.com", "Traveller#1");
    await expectSignedIn(page);

    // found by a search and saved with the heart on its result; its page shows it saved
    const results = await searchArea(page, "/hotel", "Hotels", "Lisbon");
    const result = results
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name: HOTEL, exact: true }) });
    const save = result.getByRole("button", { name: "Save to favourites" });
    expect(await save.getAttribute("aria-pressed")).toBe("false");
    const box = await save.boundingBox();
    expect(box && Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    await save.click();
    const saved = result.getByRole("button", { name: "Remove from favourites" });
    await saved.waitFor();
    expect(await saved.getAttribute("aria-pressed")).toBe("true");
    await screenshot(page, `favourites-results-${width}`);
    await result.getByRole("link", { name: HOTEL, exact: true }).click();
    await page.getByRole("heading", { level: 1, name: HOTEL }).waitFor();
    const onPage = page.getByRole("main").getByRole("button", { name: "Remove from favourites" });
    await onPage.waitFor();
    expect(await onPage.getAttribute("aria-pressed")).toBe("true");

    await page.goto(`${productUrl()}/user-details`);
    await page.getByRole("link", { name: "Your favourites" }).click();
    const list = page.getByRole("list", { name: "Saved offers" });
    await list.getByRole("link", { name: HOTEL, exact: true }).waitFor();
    await screenshot(page, `favourites-page-${width}`);

    await list.getByRole("button", { name: "Remove from favourites" }).click();
    await page.getByText("You have not saved any offers yet").waitFor();
    await screenshot(page, `favourites-empty-${width}`);
  },
);
