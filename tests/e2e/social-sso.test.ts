/**
 * Social sign-in and single sign-on in Chromium against the product as `npm start` runs it, with
 * the upstream's stand-in identity provider (its own pages, reached over HTTP): "Continue with
 * Google" signs an existing account in; "Sign up with Google" with a new identity goes through
 * the details step to the welcome and a session; a single-sign-on link signs in at /login/sso,
 * and when that session ends the next page load goes to the session-out URL: the stand-in's
 * signed-out page, with a link back to the site.
 */
import type { BrowserContext, Page } from "playwright-core";
import {
  useBrowser,
  loopbackContext,
  productUrl,
  screenshot,
  upstreamUrl,
  viewports,
} from "./support/browser";
import { expectSignedIn, openSignIn } from "./support/account";

const TRAVELLER = "traveller@example.com";
/** Seeded (see the README's demo accounts). */
const ACCESS_CODE = "WELCOME2026";
/** The seeded organisation names none: the stand-in provider's signed-out page (README). */
const SESSION_OUT_URL = () => `${upstreamUrl()}/identity-provider/signed-out`;

let context: BrowserContext;
let blocked: string[];
let page: Page;

const browser = useBrowser();
beforeEach(async () => {
  ({ context, blocked } = await loopbackContext(browser(), { viewport: viewports.desktop }));
  page = await context.newPage();
});
afterEach(async () => {
  await context.close();
});

const uniqueEmail = (name: string) =>
  `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** On the stand-in provider's page: enters who to continue as. */
async function continueAs(email: string, firstName = "", lastName = ""): Promise<void> {
  await page.waitForURL((url) => url.pathname === "/identity-provider/authorize");
  expect(page.url().startsWith(`${upstreamUrl()}/identity-provider/authorize?`)).toBe(true);
  await page.getByLabel("Email address").fill(email);
  if (firstName) await page.getByLabel("First name").fill(firstName);
  if (lastName) await page.getByLabel("Last name").fill(lastName);
  await page.getByRole("button", { name: "Continue" }).click();
}

test("Continue with Google signs an existing account in through the provider's page", async () => {
  await page.goto(productUrl());
  const dialog = await openSignIn(page);
  await dialog.getByRole("button", { name: "Continue with Google" }).click();
  await page.getByRole("heading", { name: "Sign in with Google" }).waitFor();
  await screenshot(page, "stand-in-google-sign-in", { fullPage: false });
  await continueAs(TRAVELLER);
  // back on the site: /login/social signs in, then the page the button was on loads again
  await page.waitForURL((url) => url.origin === productUrl() && url.pathname === "/", {
    timeout: 30_000,
  });
  const items = await expectSignedIn(page);
  expect(items).toContain("Log Out");
  expect(page.url()).not.toContain("id_token");
  expect(blocked).toEqual([]);
});

test("Sign up with Google: a new identity gives its details, is welcomed and signed in", async () => {
  const email = uniqueEmail("nora");
  await page.goto(productUrl());
  const signIn = await openSignIn(page);
  await signIn.getByRole("button", { name: "Sign Up" }).click();
  const start = page.getByRole("dialog", { name: "Sign Up" });
  await start.getByRole("button", { name: "Sign up with Google" }).click();
  await continueAs(email, "Nora", "Newcomer");

  await page.waitForURL((url) => url.pathname === "/login/social", { timeout: 30_000 });
  const dialog = page.getByRole("dialog", { name: "Sign Up" });
  await dialog
    .getByText("Welcome! Complete your details to finish signing up with Google.")
    .waitFor({ timeout: 30_000 });
  // the provider's names and email are filled in
  expect(await dialog.getByLabel("Email ID").inputValue()).toBe(email);
  expect(await dialog.getByLabel("First Name").inputValue()).toBe("Nora");
  expect(await dialog.getByLabel("Last Name").inputValue()).toBe("Newcomer");
  await dialog.getByLabel("Access Code").fill(ACCESS_CODE);
  await dialog.getByLabel("Title").selectOption("Mrs");
  await dialog.getByRole("textbox", { name: "Cell Phone" }).fill("5551234567");
  await dialog.getByRole("button", { name: "Continue" }).click();
  // no password step: the welcome of a social sign-up (spec §4)
  await dialog.getByText("Welcome! Your account is ready.", { exact: true }).waitFor({
    timeout: 30_000,
  });
  expect(await dialog.getByLabel("Confirm Password").count()).toBe(0);
  await screenshot(page, "social-sign-up-welcome", { fullPage: false });
  await dialog.getByRole("button", { name: "Close" }).last().click();
  await page.waitForURL((url) => url.pathname === "/");
  await expectSignedIn(page);
  expect(blocked).toEqual([]);

  // the new account signs in with Google from now on (another browser, no cookie)
  const other = await loopbackContext(browser(), { viewport: viewports.desktop });
  try {
    const second = await other.context.newPage();
    page = second;
    await second.goto(productUrl());
    const again = await openSignIn(second);
    await again.getByRole("button", { name: "Continue with Google" }).click();
    await continueAs(email);
    await second.waitForURL((url) => url.origin === productUrl() && url.pathname === "/", {
      timeout: 30_000,
    });
    await expectSignedIn(second);
    expect(other.blocked).toEqual([]);
  } finally {
    await other.context.close();
  }
});

test("single sign-on at /login/sso, then the session-out redirect when the session ends", async () => {
  // the partner's portal (the stand-in) sends the traveller to the site with a signed token
  const start = new URL(`${upstreamUrl()}/identity-provider/authorize`);
  start.searchParams.set("client_id", "stand-in-sso");
  start.searchParams.set("redirect_uri", `${productUrl()}/login/sso?redirect=/wallet`);
  await page.goto(start.href);
  await page.getByRole("heading", { name: "Sign in with Partner single sign-on" }).waitFor();
  await continueAs(TRAVELLER);
  await page.waitForURL((url) => url.origin === productUrl() && url.pathname === "/wallet", {
    timeout: 30_000,
  });
  expect(page.url()).not.toContain("token=");
  await expectSignedIn(page);

  // the session ends on the server (here: revoked, as a partner's sign-out would)
  const session = (await context.cookies()).find((c) => c.name === "session");
  expect(session).toBeDefined();
  const revoked = await fetch(`${upstreamUrl()}/api/iqps/logout`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${session!.value}` },
    body: "{}",
  });
  expect(revoked.status).toBe(200);

  // the next page load's login check fails: a single-sign-on user goes to the session-out URL,
  // by default the stand-in provider's signed-out page (reachable offline), which leads back
  await page.reload();
  await page.waitForURL(SESSION_OUT_URL(), { timeout: 30_000 });
  await page
    .getByRole("heading", { name: "You have been signed out of Partner single sign-on" })
    .waitFor();
  await Promise.all([
    // (the site's address as the launcher gives it: localhost, on the product's port)
    page.waitForURL((url) => url.port === new URL(productUrl()).port && url.pathname === "/"),
    page.getByRole("link", { name: "Back to the travel site" }).click(),
  ]);
  await page.getByRole("button", { name: "Account menu" }).waitFor();
  // nothing left the machine
  expect(blocked).toEqual([]);
});
