/**
 * Accessibility in Chromium: every account route, signed in as the user it is for, and every
 * dialog, checked with axe-core at phone (375 px) and desktop (1280 px) widths. A serious or
 * critical violation fails the test, listed with the rule, the page and the offending elements.
 */
import type { BrowserContext, Page } from "playwright-core";
import { openAccountMenu, openSignIn } from "./support/account";
import { useLoopbackPages, productUrl, viewports } from "./support/browser";
import { seriousViolations } from "./support/axe";
import { searchArea } from "./support/search";

const TRAVELLER = { email: "traveller@example.com", password: "Traveller#1" };
const AGENT = { email: "agent@example.com", password: "Agent#2026" };
/** Has no hotel card, so a hotel offer opens the certificate prompt. */
const WALLET_TRAVELLER = { email: "wallet@example.com", password: "Wallet#2026" };

/** Account routes a traveller opens (spec §2 account route groups and /user-details). */
const TRAVELLER_ROUTES = [
  "/user-details",
  "/user/profile",
  "/user/travelers",
  "/user/my-trips",
  "/user/booking-history",
  "/wallet",
  "/referral/programs",
  "/referral/credits",
  "/your-rewards",
  // A traveller on an agent route: the not-allowed page.
  "/agent/client-list",
];
/** Agent routes, opened by the demo agent. */
const AGENT_ROUTES = [
  "/agent/profile",
  "/agent/my-quotes",
  "/agent/booking-history",
  "/agent/client-list",
];

let context: BrowserContext;
let page: Page;

const pages = useLoopbackPages();

type Width = keyof typeof viewports;

async function openContext(width: Width): Promise<void> {
  ({ context, page } = await pages.open({ viewport: viewports[width] }));
}

/** Signs the context in through the API, as the web app's sign-in does (httpOnly cookie). */
async function signInContext(who: { email: string; password: string }): Promise<void> {
  const res = await context.request.post(`${productUrl()}/graphql`, {
    headers: { "content-type": "application/json" },
    data: {
      query: `mutation ($input: SignInInput!) { signIn(input: $input) { errors { code message } } }`,
      variables: { input: { email: who.email, password: who.password } },
    },
  });
  const body = (await res.json()) as { data?: { signIn: { errors: unknown[] } } };
  expect(body.data?.signIn.errors).toEqual([]);
}

/** Opens a path and waits until its content (not the loading spinner) shows. */
async function visit(path: string): Promise<void> {
  await page.goto(`${productUrl()}${path}`);
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  await page.waitForLoadState("networkidle");
  // Signed in: the page's own content, not the sign-in prompt or dialog.
  expect(await page.getByRole("dialog", { name: "Sign In" }).count()).toBe(0);
  expect(await page.getByRole("button", { name: "Sign In", exact: true }).count()).toBe(0);
  await page
    .getByRole("status")
    .filter({ hasText: /loading/i })
    .first()
    .waitFor({ state: "detached", timeout: 5_000 })
    .catch(() => undefined);
}

describe.each<Width>(["mobile", "desktop"])("at %s width", (width) => {
  test("account routes of a traveller", async () => {
    await openContext(width);
    await signInContext(TRAVELLER);
    const found: string[] = [];
    for (const path of TRAVELLER_ROUTES) {
      await visit(path);
      found.push(...(await seriousViolations(page, path)));
    }
    expect(found).toEqual([]);
    // ten pages, each loaded and judged by axe (5 to 13 s a page on a quiet machine)
  }, 300_000);

  test("agent routes of an agent", async () => {
    await openContext(width);
    await signInContext(AGENT);
    const found: string[] = [];
    for (const path of AGENT_ROUTES) {
      await visit(path);
      found.push(...(await seriousViolations(page, path)));
    }
    expect(found).toEqual([]);
  }, 300_000);

  test("dialogs: sign-in, forgot password, sign-up steps, language and currency pickers", async () => {
    await openContext(width);
    await page.goto(productUrl());
    const found: string[] = [];

    const signIn = await openSignIn(page);
    found.push(...(await seriousViolations(page, "sign-in dialog")));
    await signIn.getByRole("button", { name: "Forgot Password?" }).click();
    const forgot = page.getByRole("dialog", { name: "Forgot Password" });
    await forgot.waitFor();
    found.push(...(await seriousViolations(page, "forgot-password dialog")));
    await forgot.getByRole("button", { name: "Close" }).last().click();
    await forgot.waitFor({ state: "detached" });

    const again = await openSignIn(page);
    await again.getByRole("button", { name: "Sign Up" }).click();
    const signUp = page.getByRole("dialog", { name: "Sign Up" });
    await signUp.waitFor();
    found.push(...(await seriousViolations(page, "sign-up start step")));
    await signUp.getByRole("button", { name: "Sign up with Email" }).click();
    await signUp.getByLabel("Email ID").waitFor();
    found.push(...(await seriousViolations(page, "sign-up details step")));
    await signUp.getByRole("button", { name: "Close" }).last().click();
    await signUp.waitFor({ state: "detached" });

    for (const item of ["Language", "Currencies"]) {
      await openAccountMenu(page);
      await page.getByRole("menuitem", { name: item }).click();
      const picker = page.getByRole("dialog");
      await picker.waitFor();
      found.push(...(await seriousViolations(page, `${item} picker`)));
      await page.keyboard.press("Escape");
      await picker.waitFor({ state: "detached" });
    }
    expect(found).toEqual([]);
  });

  test("the certificate prompt on a hotel offer", async () => {
    await openContext(width);
    await signInContext(WALLET_TRAVELLER);
    const results = await searchArea(page, "/hotel", "Hotels", "Lisbon");
    await results.getByRole("link", { name: "Casa do Miradouro Boutique Hotel" }).click();
    await page.getByRole("alertdialog", { name: "Use a certificate?" }).waitFor();
    expect(await seriousViolations(page, "certificate prompt")).toEqual([]);
  });
});
