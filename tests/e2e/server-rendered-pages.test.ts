/**
 * Pages rendered by the gateway with the visitor's data (gateway/src/http/page-rendering.ts, the
 * renderer's process web/src/server/host.ts): the home page, a product area's (with a search's
 * results) and an offer's, complete without any script — the menu, the visitor's language, who
 * is signed in, the results, the offer and its picture — and the app's script fetched only when
 * the visitor first reaches for the page, taking over from the state in the page without asking
 * the gateway again, and keeping what was typed meanwhile (web/src/boot/early-input.ts). What a
 * page costs upstream is counted on a stack of its own.
 */
import type { Page, Request } from "playwright-core";
import { startCountingProxy, type CountingProxy } from "../support/counting-proxy";
import { startProduct, type RunningProduct } from "./support/product";
import { productUrl, upstreamUrl, useLoopbackPages, viewports, waitUntil } from "./support/browser";
import { expectSignedIn, signIn } from "./support/account";

const pages = useLoopbackPages();

/** A day `days` from now (yyyy-mm-dd). */
const dayIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** A hotel search for two nights a month from now. */
const HOTEL_SEARCH = () =>
  `/hotel?destination=Lisbon&checkIn=${dayIn(30)}&checkOut=${dayIn(32)}&guests=2&rooms=1`;

/** The GraphQL operations and scripts a page asks for from now on. */
function watch(page: Page): { operations: string[]; scripts: string[] } {
  const seen = { operations: [] as string[], scripts: [] as string[] };
  page.on("request", (request: Request) => {
    if (request.url().endsWith("/graphql")) {
      const body = request.postDataJSON() as { operationName?: string } | null;
      seen.operations.push(body?.operationName ?? "?");
    } else if (request.resourceType() === "script") {
      seen.scripts.push(new URL(request.url()).pathname);
    }
  });
  return seen;
}

test("without any script the home page shows the menu, in the visitor's language", async () => {
  const { context, page } = await pages.open({
    viewport: viewports.mobile,
    javaScriptEnabled: false,
  });
  await context.addCookies([{ name: "language", value: "es-ES", url: productUrl() }]);
  await page.goto(`${productUrl()}/`);
  expect(await page.locator("#root").getAttribute("data-prerendered")).toBe("page");
  expect(await page.locator("html").getAttribute("lang")).toBe("es-ES");
  expect(await page.title()).toMatch(/^Inicio · /);
  expect((await page.getByRole("heading", { level: 1 }).innerText()).trim()).toBe(
    "¿Adónde vamos ahora?",
  );
  const areas = page.getByRole("region", { name: /./ }).first().getByRole("listitem");
  expect(await areas.count()).toBeGreaterThanOrEqual(15);
  expect(await page.locator('[aria-busy="true"]').count()).toBe(0);
});

test("a signed-in traveller's home page shows their account without any script", async () => {
  const { context, page } = await pages.open({ viewport: viewports.desktop });
  await page.goto(`${productUrl()}/`);
  await signIn(page, "traveller@example.com", "Traveller#1");
  await expectSignedIn(page);
  const { page: plain } = await pages.open({
    viewport: viewports.desktop,
    javaScriptEnabled: false,
    storageState: await context.storageState(),
  });
  await plain.goto(`${productUrl()}/`);
  expect(await plain.locator("#root").getAttribute("data-prerendered")).toBe("page");
  // "<first name>, account menu" signed in; the home page's sign-in invitation is gone
  const account = plain.getByRole("button", { name: /, account menu$/i });
  expect(await account.count()).toBe(1);
  expect(await plain.getByRole("heading", { name: "Your trips in one place" }).count()).toBe(0);
});

test("the app's script loads on the first press, which it then carries out, from the page's state", async () => {
  const { context, page } = await pages.open({ viewport: viewports.desktop });
  // a returning visitor: no first-visit defaults to fetch
  await context.addCookies([
    { name: "currency_code", value: "EUR", url: productUrl() },
    { name: "country", value: "ES", url: productUrl() },
  ]);
  const seen = watch(page);
  await page.goto(`${productUrl()}/`, { waitUntil: "networkidle" });
  expect(await page.locator("#root").getAttribute("data-prerendered")).toBe("page");
  // the entry's own small modules only, no React, no Chakra, no Apollo
  const onLoad = [...seen.scripts];
  expect(onLoad.some((path) => /\/assets\/react-/.test(path))).toBe(false);
  expect(seen.operations).toEqual([]);

  await page.getByRole("button", { name: "Currency: EUR €" }).click();
  const dialog = page.getByRole("dialog", { name: "Choose a currency" });
  await dialog.waitFor({ timeout: 60_000 });
  expect(seen.scripts.some((path) => /\/assets\/react-/.test(path))).toBe(true);
  // the page's data came with it: the app asked for none of it again
  for (const name of ["Viewer", "LocaleInfo", "ProductMenu", "SiteConfig", "SiteStyles"])
    expect(seen.operations).not.toContain(name);
  await dialog.getByRole("button", { name: /GBP/ }).click();
  await page.getByRole("button", { name: "Currency: GBP £" }).waitFor();
});

test("a product area's search and an offer come in the HTML, pictures and all", async () => {
  const { page } = await pages.open({ viewport: viewports.mobile, javaScriptEnabled: false });
  await page.goto(`${productUrl()}${HOTEL_SEARCH()}`);
  expect(await page.locator("#root").getAttribute("data-prerendered")).toBe("page");
  expect(await page.getByRole("search", { name: "Search Hotels" }).count()).toBe(1);
  // the search's results, not their loading state
  expect(await page.getByText(/Results: \d+/).count()).toBe(1);
  const names = await page.locator("main ul li h3").allInnerTexts();
  expect(names.length).toBeGreaterThan(0);
  const offerLink = page.locator("main ul li a[href*='/offers/']").first();
  const href = await offerLink.getAttribute("href");
  expect(href).toMatch(/^\/hotel\/offers\/\d+/);
  await page.goto(`${productUrl()}${href ?? ""}`);
  expect(await page.locator("#root").getAttribute("data-prerendered")).toBe("page");
  const heading = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
  expect(names.map((n) => n.trim())).toContain(heading);
  expect(await page.title()).toContain(heading);
  // the offer's picture is in the HTML, so it is the page's largest paint without the app
  const picture = page.locator("main img[src*='/offer-images/']").first();
  expect(await picture.count()).toBe(1);
  expect(
    await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
  ).toBe(true);
});

/** Marks the page's current destination field: the app's takeover replaces it with its own. */
const markField = (page: Page) =>
  page
    .getByRole("combobox", { name: "Destination" })
    .evaluate((input) => input.setAttribute("data-rendered-by", "gateway"));
const fieldReplaced = (page: Page) =>
  page.evaluate(() => document.querySelector("[data-rendered-by]") === null);

test("what is typed before the app runs is kept, with the focus", async () => {
  const { page } = await pages.open({ viewport: viewports.mobile });
  await page.goto(`${productUrl()}/hotel`, { waitUntil: "networkidle" });
  expect(await page.locator("#root").getAttribute("data-prerendered")).toBe("page");
  await markField(page);
  const place = page.getByRole("combobox", { name: "Destination" });
  await place.click();
  await page.keyboard.type("Lisb");
  await waitUntil(() => fieldReplaced(page), Boolean, 60_000);
  await waitUntil(
    () => place.inputValue(),
    (value) => value === "Lisb",
  );
  await waitUntil(
    () => page.evaluate(() => document.activeElement?.getAttribute("name") ?? null),
    (name) => name === "destination",
  );
  await page.keyboard.type("on");
  await waitUntil(
    () => place.inputValue(),
    (value) => value === "Lisbon",
  );
});

test("a search sent before the app runs is carried out once it does", async () => {
  const { context, page } = await pages.open({ viewport: viewports.mobile });
  // a phone's CPU: the app takes a while to take over
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto(`${productUrl()}/hotel`, { waitUntil: "networkidle" });
  await markField(page);
  await page.getByRole("combobox", { name: "Destination" }).fill("Lisbon");
  await page.keyboard.press("Enter");
  // the search went through the page the gateway rendered, not the app's
  const sentEarly = !(await fieldReplaced(page));
  await page.waitForURL(/destination=Lisbon/, { timeout: 60_000 });
  expect(new URL(page.url()).pathname).toBe("/hotel");
  await page.getByText(/Results: \d+/).waitFor({ timeout: 60_000 });
  if (!sentEarly)
    console.warn("the app took over before the search was sent: the early path was not taken");
});

describe("what a rendered page costs upstream", () => {
  // a second gateway (npm start's, on this run's upstream) behind a counting proxy
  let proxy: CountingProxy;
  let counted: RunningProduct;
  beforeAll(async () => {
    proxy = await startCountingProxy(upstreamUrl());
    counted = await startProduct({ UPSTREAM_URL: proxy.url });
  }, 180_000);
  afterAll(async () => {
    await counted?.stop();
    await proxy?.close();
  });

  test("at most one upstream call per endpoint, signed out and in, on each kind of page", async () => {
    const pageAt = async (path: string, cookie?: string) => {
      proxy.reset();
      const res = await fetch(`${counted.baseUrl}${path}`, {
        headers: { accept: "text/html", ...(cookie ? { cookie } : {}) },
      });
      expect(res.status).toBe(200);
      const html = await res.text();
      expect({ path, rendered: html.includes('data-prerendered="page"') }).toEqual({
        path,
        rendered: true,
      });
      const calls = proxy.counts();
      for (const [endpoint, count] of Object.entries(calls))
        expect({ path, endpoint, count }).toEqual({ path, endpoint, count: 1 });
      return { html, calls };
    };
    const signIn = await fetch(`${counted.baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        query:
          'mutation { signIn(input: { email: "traveller@example.com", password: "Traveller#1" }) { __typename } }',
      }),
    });
    const session = signIn.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .join("; ");
    expect(session).not.toBe("");
    const paths = ["/", HOTEL_SEARCH(), "/hotel/offers/101"];
    for (const path of paths) {
      const signedOut = await pageAt(path);
      expect(Object.keys(signedOut.calls).length).toBeGreaterThan(0);
      const signedIn = await pageAt(path, session);
      expect(signedIn.html).toMatch(/, account menu"/);
    }
  });
});
