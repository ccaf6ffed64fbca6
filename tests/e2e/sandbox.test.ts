/** A developer runs a query in the bundled GraphiQL sandbox, with no network beyond loopback. */
import {
  useBrowser,
  loopbackContext,
  productUrl,
  screenshot,
  viewports,
  waitUntil,
} from "./support/browser";

const browser = useBrowser();

test("a query typed in /sandbox runs against /graphql and shows the result", async () => {
  const { context, blocked } = await loopbackContext(browser(), { viewport: viewports.desktop });
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

test("a Bearer token typed into the Headers tab reaches the API, and the partner guide is one click away", async () => {
  const signIn = await fetch(`${productUrl()}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      query: `mutation { signIn(input: { email: "traveller@example.com", password: "Traveller#1",
        tokenDelivery: BEARER }) { token } }`,
    }),
  });
  const { token } = ((await signIn.json()) as { data: { signIn: { token: string } } }).data.signIn;
  expect(token).toBeTruthy();

  const { context, blocked } = await loopbackContext(browser(), { viewport: viewports.desktop });
  const page = await context.newPage();
  await page.goto(`${productUrl()}/sandbox`);
  // The tab is switched only once the query editor exists: on a busy machine a click that lands
  // while Monaco is still loading leaves the first tab's query in the editor.
  const queryEditor = page.locator(".graphiql-query-editor .monaco-editor").first();
  await queryEditor.waitFor({ timeout: 30_000 });
  const viewerTab = page.getByRole("tab", { name: /Viewer/ }).first();
  const editorText = () => queryEditor.innerText().then((t) => t.replace(/\u00a0/g, " "));
  await waitUntil(
    async () => {
      if ((await viewerTab.getAttribute("aria-selected")) !== "true") await viewerTab.click();
      return editorText();
    },
    (t) => t.includes("query Viewer"),
    30_000,
  );
  await page.getByRole("button", { name: "Headers" }).click();
  const headers = page.locator(
    ".graphiql-editor-tool .graphiql-editor:not(.hidden) .monaco-editor",
  );
  await headers.waitFor();
  await headers.click();
  await page.keyboard.press("Control+A");
  await page.keyboard.press("Delete");
  await page.keyboard.insertText(`{ "Authorization": "Bearer ${token}" }`);
  await page.getByRole("button", { name: /Execute query/ }).click();
  const responseText = () =>
    page
      .locator(".graphiql-response")
      .innerText()
      .then((t) => t.replace(/\u00a0/g, " "));
  // signed in by the header alone: the sandbox page itself holds no session cookie
  const text = await waitUntil(responseText, (t) => t.includes('"email"'), 15_000);
  expect(text).toContain('"email": "traveller@example.com"');
  expect(await context.cookies()).toEqual([]);

  const [guide] = await Promise.all([
    context.waitForEvent("page"),
    page.getByRole("link", { name: "Partner guide" }).click(),
  ]);
  await guide
    .getByRole("heading", { name: "Building on the travel-booking GraphQL API" })
    .waitFor();
  await guide.getByRole("heading", { name: /Signing in/ }).waitFor();
  expect(blocked).toEqual([]);
  await context.close();
});
