/** A developer runs a query in the bundled GraphiQL sandbox, with no network beyond loopback. */
import type { Browser } from "playwright-core";
import {
  launchBrowser,
  loopbackContext,
  productUrl,
  screenshot,
  viewports,
  waitUntil,
} from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test("a query typed in /sandbox runs against /graphql and shows the result", async () => {
  const { context, blocked } = await loopbackContext(browser, { viewport: viewports.desktop });
  const page = await context.newPage();
  await page.goto(`${productUrl()}/sandbox`);

  const editor = page.locator(".graphiql-query-editor .monaco-editor").first();
  await editor.waitFor({ timeout: 30_000 });
  await editor.click();
  await page.keyboard.press("Control+A");
  await page.keyboard.press("Delete");
  await page.keyboard.insertText('{ country(id: "235") { name dialCode isDefault } }');
  // GraphiQL derives the operation name from the editor after a short debounce; a person never
  // clicks within it, a test must wait it out or GraphiQL sends the previous operation's name.
  await page.waitForTimeout(1000);
  await page.getByRole("button", { name: /Execute query/ }).click();

  // Monaco renders spaces as non-breaking spaces: compare normalised text.
  const responseText = () =>
    page
      .locator(".graphiql-response")
      .innerText()
      .then((t) => t.replace(/\u00a0/g, " "));
  const text = await waitUntil(responseText, (t) => t.includes('"name": "United States"'), 15_000);
  expect(text).toContain('"isDefault": true');
  await screenshot(page, "sandbox");
  expect(blocked).toEqual([]);
  await context.close();
});
