/**
 * Referral links and the promotion sign-in in Chromium against the product as `npm start` runs
 * it: the demo traveller copies her referral link for a promotion, a visitor follows it, is told
 * who invited them, signs up (the link's code goes with the sign-up), lands on the link's
 * redirect and verifies the email; the traveller then finds the new member, joined, with the
 * credit, in her referral credits for that promotion. The demo account whose sign-in result
 * flags a promotion lands on /promotions after signing in; the demo traveller stays where she was.
 */
import type { BrowserContext, Locator, Page } from "playwright-core";
import { expectSignedIn, signIn } from "./support/account";
import {
  useBrowser,
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
/** The demo account with is_promotion 1 (see the README's demo accounts). */
const PROMOTION = { email: "promo@example.com", password: "Promo#2026" };
/** The seeded promotion without a landing page: its link is built on the page it is copied from. */
const PROMOTION_NAME = "Member weekend deals";
const CONFIRMATION =
  "An email confirmation has been sent to your account. Please accept to continue your registration process.";
/** The demo site asks for an access code at sign-up; this one is seeded (see the README). */
const ACCESS_CODE = "WELCOME2026";

const contexts: { context: BrowserContext; blocked: string[] }[] = [];

async function newPage(): Promise<Page> {
  const opened = await loopbackContext(browser(), { viewport: viewports.desktop });
  contexts.push(opened);
  return opened.context.newPage();
}

const browser = useBrowser();
afterEach(async () => {
  for (const { context, blocked } of contexts.splice(0)) {
    expect(blocked).toEqual([]);
    await context.close();
  }
});

/** The newest mail the upstream queued for `to`, waiting for it to arrive. */
async function verificationLink(to: string): Promise<string> {
  const mails = await waitUntil(
    async () => {
      const res = await fetch(`${upstreamUrl()}/api/dev/outbox`);
      const { data } = (await res.json()) as { data: { to: string; text: string }[] };
      return data.filter((m) => m.to === to);
    },
    (found) => found.length > 0,
  );
  const link = /https?:\/\/\S+\/verify-account\?key=\S+/.exec(mails[0]!.text)?.[0];
  if (!link) throw new Error(`no verification link in:\n${mails[0]!.text}`);
  return link;
}

async function signUpByEmail(dialog: Locator, email: string, password: string): Promise<void> {
  await dialog.getByRole("button", { name: "Sign up with Email" }).click();
  await dialog.getByLabel("Access Code").fill(ACCESS_CODE);
  await dialog.getByLabel("Email ID").fill(email);
  await dialog.getByLabel("Title").selectOption("Mr");
  await dialog.getByLabel("First Name").fill("Rory");
  await dialog.getByLabel("Last Name").fill("Referred");
  await dialog.getByRole("button", { name: "Continue" }).click();
  await dialog.getByLabel("Confirm Password").waitFor();
  await dialog.getByLabel("Password", { exact: true }).fill(password);
  await dialog.getByLabel("Confirm Password").fill(password);
  await dialog.getByRole("checkbox").check({ force: true });
  await dialog.getByRole("button", { name: "Sign Up" }).click();
  await dialog.getByText(CONFIRMATION, { exact: true }).waitFor();
}

test("a referral link opens sign-up, and the referrer sees the new member and the credit", async () => {
  // The referrer signs in (no promotion flagged: she stays on the home page) and copies her link.
  const referrer = await newPage();
  await referrer.context().grantPermissions(["clipboard-read", "clipboard-write"], {
    origin: productUrl(),
  });
  await referrer.goto(productUrl());
  await signIn(referrer, TRAVELLER.email, TRAVELLER.password);
  await expectSignedIn(referrer);
  expect(new URL(referrer.url()).pathname).toBe("/");
  await referrer.goto(`${productUrl()}/promotions`);
  const card = referrer
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: referrer.getByRole("heading", { level: 2, name: PROMOTION_NAME }) });
  await card.getByRole("button", { name: `Copy referral link for ${PROMOTION_NAME}` }).click();
  await card.getByRole("status").getByText("Link copied").waitFor();
  const link = await referrer.evaluate(() => navigator.clipboard.readText());
  const params = Object.fromEntries(new URL(link).searchParams);
  expect(new URL(link).origin).toBe(new URL(productUrl()).origin);
  expect(params).toEqual({
    referral_code: expect.stringMatching(/^WEEKEND-[A-HJ-NP-Z2-9]{8}$/),
    referral_name: TRAVELLER.name,
    referral_org: expect.stringMatching(/^[1-9]\d*$/),
    redirect: "/promotions",
  });

  // A visitor follows it: sign-up opens by itself and says who invited them.
  const visitor = await newPage();
  await visitor.goto(link);
  const dialog = visitor.getByRole("dialog", { name: "Sign Up" });
  await dialog
    .getByRole("status")
    .getByText(`${TRAVELLER.name} invited you: when you sign up, they get the credit`)
    .waitFor();
  await screenshot(visitor, "referral-sign-up-desktop", { fullPage: false });
  const email = `rory.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  await signUpByEmail(dialog, email, "Referred#26");
  // After sign-up, the link's redirect; the referral parameters are gone from the address.
  await dialog.getByRole("button", { name: "Continue" }).click();
  await visitor.waitForURL((url) => url.pathname === "/promotions" && url.search === "");
  await dialog.waitFor({ state: "detached" });
  await visitor.getByRole("heading", { level: 1, name: "Promotions" }).waitFor();

  await visitor.goto(await verificationLink(email));
  await visitor.getByText("Your account is verified. You can now sign in.").waitFor();

  // The referrer finds the new member in her credits for that promotion: joined, with credit.
  await referrer.goto(`${productUrl()}/referral/credits`);
  const main = referrer.getByRole("main");
  await main.getByLabel("Program").selectOption({ label: PROMOTION_NAME });
  const item = main
    .getByRole("list", { name: `Referrals in ${PROMOTION_NAME}` })
    .getByRole("listitem")
    .filter({ hasText: "Rory Referred" })
    .first();
  await item.waitFor();
  const text = await item.innerText();
  expect(text).toContain(`r***@example.com`);
  expect(text).toContain("Joined");
  expect(text).toContain("$10.00");
  await screenshot(referrer, "referral-credited-desktop", { fullPage: false });
});

test("the account whose sign-in flags a promotion lands on /promotions", async () => {
  const page = await newPage();
  await page.goto(productUrl());
  await signIn(page, PROMOTION.email, PROMOTION.password);
  await page.waitForURL((url) => url.pathname === "/promotions");
  await expectSignedIn(page);
  const main = page.getByRole("main");
  await main.getByRole("heading", { level: 1, name: "Promotions" }).waitFor();
  // The running promotions of the programme, from the upstream's data.
  await main.getByRole("heading", { level: 2, name: "Spring city breaks" }).waitFor();
  const names = await main.getByRole("heading", { level: 2 }).allInnerTexts();
  expect(names).toEqual(expect.arrayContaining(["Spring city breaks", PROMOTION_NAME]));
  expect(names).not.toContain("Winter escapes"); // ended
});
