/**
 * The traveller's trips in Chromium: the demo traveller's seeded history (past stays and an
 * activity, a cancelled booking, a trip ahead) on /user/my-trips, and the /user-details page the
 * user menu opens at its My Trips section. Screenshots at 375 and 1280 px in tests/artifacts.
 */
import type { Page } from "playwright-core";
import { expectSignedIn, openAccountMenu, signIn } from "./support/account";
import { useLoopbackPages, productUrl, screenshot, viewports, waitUntil } from "./support/browser";

let page: Page;

const pages = useLoopbackPages();

describe.each([
  ["mobile", viewports.mobile],
  ["desktop", viewports.desktop],
] as const)("at %s width", (name, viewport) => {
  test("the traveller sees upcoming and past trips, and My Trips opens its section", async () => {
    ({ page } = await pages.open({ viewport }));
    await page.goto(productUrl());
    await signIn(page, "traveller@example.com", "Traveller#1");
    await expectSignedIn(page);

    await page.goto(`${productUrl()}/user/my-trips`);
    const upcoming = page.getByRole("region", { name: "Upcoming trips" });
    const past = page.getByRole("region", { name: "Past trips" });
    await upcoming.getByText("Bo-Kaap Heritage Hotel").waitFor();
    await past.getByText("Gion Shirakawa Ryokan").waitFor();
    await past.getByText("Sagrada Família Skip-the-Line Tour").waitFor();
    expect(await upcoming.getByText("Gion Shirakawa Ryokan").count()).toBe(0);
    expect(await past.getByText("Bo-Kaap Heritage Hotel").count()).toBe(0);
    await screenshot(page, `my-trips-${name}`);

    await openAccountMenu(page);
    await page.getByRole("menuitem", { name: "My Trips" }).click();
    await page.waitForURL(/\/user-details#my-trips$/);
    const section = page.locator("#my-trips");
    await section.getByText("Bo-Kaap Heritage Hotel").waitFor();
    // The page opens at the section, not at its top.
    await waitUntil(
      () => section.evaluate((el) => Math.round(el.getBoundingClientRect().top)),
      (top) => top >= 0 && top < 120,
    );
    await screenshot(page, `user-details-my-trips-${name}`, { fullPage: false });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
  });
});
