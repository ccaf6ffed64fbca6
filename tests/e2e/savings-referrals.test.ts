/**
 * The savings membership and the referrals in Chromium against the product as `npm start` runs
 * it: the product menu's Daily Deals asks a signed-out visitor to sign in (from the header and
 * from the phone drawer) and sends the demo traveller to the savings provider's director page,
 * the same one again once a member; the traveller's 23 referrals page as 5, 5, 5, 5, 3; the
 * programmes, rewards and promotions pages show, and the referral link is copied. Screenshots of
 * the credits and rewards pages at phone and desktop widths in tests/artifacts.
 */
import { createHash } from "node:crypto";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { expectSignedIn, signIn } from "./support/account";
import {
  launchBrowser,
  loopbackContext,
  productUrl,
  screenshot,
  upstreamUrl,
  viewports,
  waitUntil,
} from "./support/browser";

const TRAVELLER = {
  email: "traveller@example.com",
  password: "Traveller#1",
  name: "Tess Traveller",
};
/** The programme of the savings provider (SAVINGS_PROGRAM_ID's default). */
const SAVINGS_PROGRAM = "WFH-DAILY";

type Viewport = { width: number; height: number };
type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

let browser: Browser;
/** Cookies of the demo traveller, signed in once through the account menu. */
let traveller: StorageState;
let context: BrowserContext;
let blocked: string[];
let page: Page;

async function open(viewport: Viewport, storageState?: StorageState): Promise<Page> {
  ({ context, blocked } = await loopbackContext(browser, { viewport, storageState }));
  page = await context.newPage();
  return page;
}

beforeAll(async () => {
  browser = await launchBrowser();
  await open(viewports.desktop);
  await page.goto(productUrl());
  await signIn(page, TRAVELLER.email, TRAVELLER.password);
  await expectSignedIn(page);
  traveller = await context.storageState();
  expect(blocked).toEqual([]);
  await context.close();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  expect(blocked).toEqual([]);
  await context.close();
});

const signInDialog = () => page.getByRole("dialog", { name: "Sign In" });

async function noSidewaysScroll(viewport: Viewport): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    viewport.width,
  );
}

describe("Daily Deals", () => {
  /** The director page of the embedded provider, on the address the launcher gives it. */
  const director = () =>
    new RegExp(
      `^http://localhost:${new URL(upstreamUrl()).port}/savings-provider/director\\?cvt=([0-9a-f]{64})$`,
    );

  /** Clicks Daily Deals in the header, checks the director page and returns its cvt. */
  async function dailyDealsToDirector(): Promise<string> {
    const entry = page
      .getByRole("navigation", { name: "Products" })
      .getByRole("button", { name: "Daily Deals" });
    await Promise.all([page.waitForURL(director()), entry.click()]);
    const cvt = page.url().match(director())![1]!;

    // What the provider shows a recognised member: the traveller's name and today's offers.
    await page.getByRole("heading", { level: 1, name: "Today's savings" }).waitFor();
    expect(await page.title()).toBe("Today's savings");
    await page.getByText(`Welcome, ${TRAVELLER.name}! Here are your member savings for`).waitFor();
    expect(await page.getByRole("listitem").allInnerTexts()).toEqual([
      "Hotels: Up to 35% off member rates in 2,400 cities",
      "Resorts: Fourth night free at selected beach resorts",
      "Car rental: 15% off weekly rentals, unlimited mileage",
      "Activities: 2-for-1 city passes and guided tours",
    ]);
    // The cvt is the hash of the member the page names (programme twice, then the member id).
    const membership = await page.getByText(/^Member \S+ · programme \S+$/).innerText();
    const [, memberId, programme] = membership.match(/^Member (\S+) · programme (\S+)$/)!;
    expect(programme).toBe(SAVINGS_PROGRAM);
    expect(memberId).toMatch(/^WFH\d+$/);
    const hash = createHash("sha256").update(`${programme}${programme}${memberId}`).digest("hex");
    expect(cvt).toBe(hash);
    return cvt;
  }

  test("signed out, the header entry opens the sign-in dialog and the page stays", async () => {
    await open(viewports.desktop);
    await page.goto(`${productUrl()}/hotel`);
    // (Behind the modal dialog the page is hidden from the accessibility tree.)
    const heading = page.getByRole("heading", { level: 1, includeHidden: true });
    const title = await heading.innerText();
    await page
      .getByRole("navigation", { name: "Products" })
      .getByRole("button", { name: "Daily Deals" })
      .click();
    await signInDialog().getByLabel("Email Address").waitFor();
    expect(new URL(page.url()).pathname).toBe("/hotel");
    expect(await heading.innerText()).toBe(title);
  });

  test("signed out on a phone, the drawer closes and the sign-in dialog opens", async () => {
    await open(viewports.mobile);
    await page.goto(productUrl());
    // The header's row of products is hidden at this width: only the drawer offers them.
    expect(await page.getByRole("navigation", { name: "Products" }).count()).toBe(0);
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Products" });
    await drawer.getByRole("button", { name: "Daily Deals" }).click();
    await signInDialog().getByLabel("Email Address").waitFor();
    await drawer.waitFor({ state: "detached" });
    expect(new URL(page.url()).pathname).toBe("/");
    // The dialog stays open after the drawer beneath it closed.
    expect(await signInDialog().isVisible()).toBe(true);
    await noSidewaysScroll(viewports.mobile);
  });

  test("signed in, it lands on the director page, and on the same one again as a member", async () => {
    await open(viewports.desktop, traveller);
    await page.goto(productUrl());
    const first = await dailyDealsToDirector();
    await page.goBack();
    await page.waitForURL((url) => url.href === `${productUrl()}/`);
    const second = await dailyDealsToDirector();
    expect(second).toBe(first);

    // The provider's page leads back to the travel site.
    await Promise.all([
      // (the site's address as the launcher gives it: localhost, on the product's port)
      page.waitForURL((url) => url.port === new URL(productUrl()).port && url.pathname === "/"),
      page.getByRole("link", { name: "← Back to the travel site" }).click(),
    ]);
    await page.getByRole("navigation", { name: "Products" }).waitFor();
  });
});

test("signed out, the referral credits page opens sign-in by itself", async () => {
  await open(viewports.desktop);
  await page.goto(`${productUrl()}/referral/credits`);
  await signInDialog().getByLabel("Email Address").waitFor();
  // the page beneath the modal dialog (hidden from assistive technology while it is open)
  const main = page.locator("main");
  await main.getByText("Sign in to see this page.", { exact: true }).waitFor();
  expect(await main.locator("ul, ol").count()).toBe(0);
});

describe.each([
  ["mobile", viewports.mobile],
  ["desktop", viewports.desktop],
] as const)("at %s width", (name, viewport) => {
  test("the demo traveller's 23 referrals page as 5, 5, 5, 5, 3", async () => {
    await open(viewport, traveller);
    await page.goto(`${productUrl()}/referral/credits`);
    // The newest referral programme is shown first; the 23 are in "Refer a friend".
    await page.getByLabel("Program").selectOption({ label: "Refer a friend" });
    const main = page.getByRole("main");
    await main.getByText("Total referrals: 23").waitFor();
    const list = main.getByRole("list", { name: "Referrals in Refer a friend" });
    const pages = main.getByRole("navigation", { name: "Pages" });

    /** Waits for page `n` to be shown (not the previous one while it loads) and reads it. */
    async function shownPage(n: number): Promise<string[]> {
      await pages.getByText(`Page ${n} of 5`, { exact: true }).waitFor();
      await waitUntil(
        () => list.getAttribute("aria-busy"),
        (busy) => busy === null,
      );
      expect(
        await pages.getByRole("button", { name: `Page ${n}` }).getAttribute("aria-current"),
      ).toBe("page");
      expect(new URL(page.url()).searchParams.get("page")).toBe(n === 1 ? null : String(n));
      return list.getByRole("listitem").allInnerTexts();
    }

    const seen: string[][] = [await shownPage(1)];
    // Every page number is offered, between Previous and Next.
    expect(
      await pages.getByRole("button").evaluateAll((els) => els.map((e) => e.ariaLabel)),
    ).toEqual(["Previous", "Page 1", "Page 2", "Page 3", "Page 4", "Page 5", "Next"]);
    expect(await pages.getByRole("button", { name: "Previous" }).isDisabled()).toBe(true);
    await screenshot(page, `referral-credits-${name}`);
    await noSidewaysScroll(viewport);
    for (let n = 2; n <= 5; n += 1) {
      await pages.getByRole("button", { name: "Next" }).click();
      seen.push(await shownPage(n));
    }
    expect(seen.map((items) => items.length)).toEqual([5, 5, 5, 5, 3]);
    const all = seen.flat();
    expect(new Set(all).size).toBe(23);
    // Newest first: the seed's first and last referral.
    expect(all[0]).toContain("Priya Raman");
    expect(all[22]).toContain("Emma Johansson");
    expect(await pages.getByRole("button", { name: "Next" }).isDisabled()).toBe(true);
    await noSidewaysScroll(viewport);

    // The page numbers and Previous lead back to the same referrals.
    await pages.getByRole("button", { name: "Page 2" }).click();
    expect(await shownPage(2)).toEqual(seen[1]);
    await pages.getByRole("button", { name: "Previous" }).click();
    expect(await shownPage(1)).toEqual(seen[0]);
  });

  test("programmes, rewards and promotions show, and the referral link is copied", async () => {
    await open(viewport, traveller);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], {
      origin: productUrl(),
    });
    const main = page.getByRole("main");

    await page.goto(`${productUrl()}/your-rewards`);
    await main.getByRole("heading", { level: 1, name: "Your Rewards" }).waitFor();
    const balance = main.getByRole("region", { name: "Your balance" });
    await balance.getByText("1,535", { exact: true }).waitFor();
    await balance.getByText("$45.00", { exact: true }).waitFor();
    await balance.getByText("Silver", { exact: true }).waitFor();
    const activity = main.getByRole("region", { name: "Your activity" }).getByRole("listitem");
    await activity.first().waitFor();
    expect(await activity.count()).toBe(8);
    await screenshot(page, `your-rewards-${name}`);
    await noSidewaysScroll(viewport);

    await page.goto(`${productUrl()}/referral/programs`);
    await main.getByRole("heading", { level: 1, name: "Referral Programs" }).waitFor();
    await main.getByRole("listitem").first().waitFor();
    const programs = await main.getByRole("heading", { level: 2 }).allInnerTexts();
    expect(programs).toEqual(
      expect.arrayContaining(["Refer a friend", "Summer getaway referrals", "Hotel cashback"]),
    );
    await noSidewaysScroll(viewport);
    await main.getByRole("link", { name: "View credits for Refer a friend" }).click();
    await page.waitForURL((url) => url.pathname === "/referral/credits");
    await main.getByText("Total referrals: 23").waitFor();
    expect(await main.getByLabel("Program").inputValue()).toBe(
      new URL(page.url()).searchParams.get("program"),
    );

    await page.goto(`${productUrl()}/promotions`);
    await main.getByRole("heading", { level: 1, name: "Promotions" }).waitFor();
    const card = main
      .getByRole("listitem")
      .filter({ has: page.getByText("Referral code") })
      .first();
    await card.waitFor();
    const promotion = await card.getByRole("heading", { level: 2 }).innerText();
    const code = await card.getByRole("code").innerText();
    await card.getByRole("button", { name: `Copy referral link for ${promotion}` }).click();
    await card.getByRole("status").getByText("Link copied").waitFor();
    const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
    expect(link.protocol).toMatch(/^https?:$/);
    expect(Object.fromEntries(link.searchParams)).toEqual(
      expect.objectContaining({
        // the traveller's own code for this promotion: the promotion's code and her part
        referral_code: expect.stringMatching(new RegExp(`^${code}-[A-HJ-NP-Z2-9]{8}$`)),
        referral_name: TRAVELLER.name,
        referral_org: expect.stringMatching(/^[1-9]\d*$/),
        redirect: "/promotions",
      }),
    );
    await noSidewaysScroll(viewport);
  });
});
