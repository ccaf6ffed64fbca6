/** Account steps shared by the browser tests: the account menu and the sign-in dialog. */
import type { Locator, Page } from "playwright-core";
import { waitUntil } from "./browser";

/** Opens the account menu and reads its items. */
export async function openAccountMenu(page: Page): Promise<string[]> {
  // "Account menu" signed out, "<first name>, account menu" signed in
  await page.getByRole("button", { name: /account menu$/i }).click();
  await page.getByRole("menuitem").first().waitFor();
  const items = (await page.getByRole("menuitem").allInnerTexts()).map((s) => s.trim());
  return items;
}

/** Opens the sign-in dialog from the account menu. */
export async function openSignIn(page: Page): Promise<Locator> {
  await openAccountMenu(page);
  await page.getByRole("menuitem", { name: "Sign In" }).click();
  const dialog = page.getByRole("dialog", { name: "Sign In" });
  await dialog.getByLabel("Email Address").waitFor();
  return dialog;
}

/** Fills and submits the sign-in dialog (a successful sign-in reloads the page). */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  const dialog = await openSignIn(page);
  await dialog.getByLabel("Email Address").fill(email);
  await dialog.getByLabel("Password", { exact: true }).fill(password);
  await dialog.getByRole("button", { name: "Login" }).click();
}

/**
 * Waits until the account menu lists Log Out and not Sign In (a successful sign-in reloads the
 * page, so the menu is read again until the reloaded page shows the session).
 */
export async function expectSignedIn(page: Page): Promise<string[]> {
  await page.getByRole("dialog", { name: "Sign In" }).waitFor({ state: "detached" });
  const items = await waitUntil(
    async () => {
      await page.waitForLoadState("load");
      const seen = await openAccountMenu(page);
      await page.keyboard.press("Escape");
      await page.getByRole("menu").waitFor({ state: "hidden" });
      return seen;
    },
    (seen) => seen.includes("Log Out") && !seen.includes("Sign In"),
  );
  return items;
}
