/**
 * The savings membership and referrals in Chromium against the product as `npm start` runs it:
 * the product menu's Daily Deals asks a signed-out visitor to sign in and sends the demo traveller
 * to the savings provider's director page; the traveller's 23 referrals page as 5, 5, 5, 5, 3; the
 * referral link is copied from the promotions page. Screenshots in tests/artifacts.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { expectSignedIn, signIn } from "./support/account";
import {
  launchBrowser,
  loopbackContext,
  productUrl,
  screenshot,
  upstreamUrl,
  viewports,
} from "./support/browser";

const TRAVELLER = { email: "traveller@example.com", password: "Traveller#1" };
const DIRECTOR = /\/savings-provider\/director\?cvt=([0-9a-f]{64})$/;

let browser: Browser;
let context: BrowserContext;
let blocked: string[];
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  expect(blocked).toEqual([]);
  await context.close();
});

async function openContext(viewport: { width: number; height: number }): Promise<void> {
  ({ context, blocked } = await loopbackContext(browser, { viewport }));
  page = await context.newPage();
}

async function signInAsTraveller(): Promise<void> {
  await page.goto(productUrl());
  await signIn(page, TRAVELLER.email, TRAVELLER.password);
  await expectSignedIn(page);
}

/** Clicks Daily Deals in the header and waits for the savings provider's page. */
async function dailyDealsToDirector(): Promise<string> {
  const nav = page.getByRole("navigation", { name: "Products" });
  await Promise.all([
    page.waitForURL(DIRECTOR),
    nav.getByRole("button", { name: "Daily Deals" }).click(),
  ]);
  expect(page.url().startsWith(`${upstreamUrl().replace("127.0.0.1", "localhost")}/`)).toBe(true);
  await page.getByRole("heading", { level: 1, name: "Today's savings" }).waitFor();
  return page.url().match(DIRECTOR)![1]!;
}

async function noSidewaysScroll(width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}

describe("daily deals", () => {
  test("signed out, the header entry opens the sign-in dialog and the page stays", async () => {
    await openContext(viewports.desktop);
    await page.goto(`${productUrl()}/hotel`);
    const nav = page.getByRole("navigation", { name: "Products" });
    await nav.getByRole("button", { name: "Daily Deals" }).click();
    await page.getByRole("dialog", { name: "Sign In" }).getByLabel("Email Address").waitFor();
    expect(new URL(page.url()).pathname).toBe("/hotel");
  });

  test("signed out on a phone, the drawer closes and the sign-in dialog opens", async () => {
    await openContext(viewports.mobile);
    await page.goto(productUrl());
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Products" });
    await drawer.getByRole("button", { name: "Daily Deals" }).click();
    await page.getByRole("dialog", { name: "Sign In" }).getByLabel("Email Address").waitFor();
    await drawer.waitFor({ state: "detached" });
    expect(new URL(page.url()).pathname).toBe("/");
  });

  test("signed in, it lands on the director page, the same one again as an existing member", async () => {
    await openContext(viewports.desktop);
    await signInAsTraveller();
    const first = await dailyDealsToDirector();
    // The provider greets the member the gateway registered: the demo traveller.
    await page.getByText("Welcome, Tess Traveller!").waitFor();
    await page.goBack();
    await page.getByRole("navigation", { name: "Products" }).waitFor();
    const second = await dailyDealsToDirector();
    expect(second).toBe(first);
  });
});

describe.each([
  ["mobile", viewports.mobile],
  ["desktop", viewports.desktop],
] as const)("referrals at %s width", (name, viewport) => {
  test("the demo traveller's 23 referrals page as 5, 5, 5, 5, 3", async () => {
    await openContext(viewport);
    await signInAsTraveller();
    await page.goto(`${productUrl()}/referral/credits`);
    // The page opens on the newest referral programme; the 23 are in "Refer a friend".
    await page.getByLabel("Program").selectOption({ label: "Refer a friend" });
    const list = page.getByRole("list", { name: /^Referrals in / });
    const pages = page.getByRole("navigation", { name: "Pages" });
    const seen: string[] = [];
    const sizes: number[] = [];
    for (let n = 1; n <= 5; n += 1) {
      await pages.getByText(`Page ${n} of 5`).waitFor();
      await list.getByRole("listitem").first().waitFor();
      const items = await list.getByRole("listitem").allInnerTexts();
      sizes.push(items.length);
      seen.push(...items);
      if (n === 1) {
        expect(await pages.getByRole("button", { name: "Previous" }).isDisabled()).toBe(true);
        await screenshot(page, `referral-credits-${name}`);
        await noSidewaysScroll(viewport.width);
      }
      if (n < 5) await pages.getByRole("button", { name: "Next" }).click();
    }
    expect(sizes).toEqual([5, 5, 5, 5, 3]);
    expect(new Set(seen).size).toBe(23);
    expect(await pages.getByRole("button", { name: "Next" }).isDisabled()).toBe(true);
    expect(new URL(page.url()).searchParams.get("page")).toBe("5");
    // The page numbers lead back.
    await pages.getByRole("button", { name: "Page 2" }).click();
    await pages.getByText("Page 2 of 5").waitFor();
    expect(await list.getByRole("listitem").count()).toBe(5);
  });

  test("rewards and promotions show, and the referral link is copied", async () => {
    await openContext(viewport);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], {
      origin: productUrl(),
    });
    await signInAsTraveller();
    await page.goto(`${productUrl()}/your-rewards`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.getByRole("main").getByText(/\S/).first().waitFor();
    await screenshot(page, `your-rewards-${name}`);
    await noSidewaysScroll(viewport.width);

    await page.goto(`${productUrl()}/referral/programs`);
    await page.getByRole("heading", { level: 1 }).waitFor();

    await page.goto(`${productUrl()}/promotions`);
    const copy = page.getByRole("button", { name: /^Copy referral link for / }).first();
    await copy.click();
    await page.getByText("Link copied").waitFor();
    const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
    expect(link.searchParams.get("referral_name")).toBe("Tess Traveller");
    expect(link.searchParams.get("redirect")).toBe("/promotions");
    for (const param of ["referral_code", "referral_org"]) {
      expect(link.searchParams.get(param)).toMatch(/\S/);
    }
    await noSidewaysScroll(viewport.width);
  });
});

test("signed out, the referral credits page asks to sign in", async () => {
  await openContext(viewports.desktop);
  await page.goto(`${productUrl()}/referral/credits`);
  await page.getByText("Sign in to see this page.").waitFor();
  await page.getByRole("main").getByRole("button", { name: "Sign In" }).click();
  await page.getByRole("dialog", { name: "Sign In" }).getByLabel("Email Address").waitFor();
});
