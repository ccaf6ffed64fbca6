/**
 * Browser helpers: one Chromium per test file, pages that may only reach loopback, the URL of
 * the worker's product, and screenshots saved under tests/artifacts for people to look at.
 */
import { readFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { chromiumArgs, findChromium, chromiumInstallHint } from "./chromium";
import { repoRoot } from "./product";

export const artifactsDir = join(repoRoot, "tests", "artifacts");

interface ProductState {
  baseUrl: string;
  upstreamUrl: string;
}

/** This worker's product among those global-setup started (one per worker, JEST_WORKER_ID 1…). */
const productState = (): ProductState => {
  const products = JSON.parse(
    process.env.E2E_PRODUCTS ?? readFileSync(join(artifactsDir, "products.json"), "utf8"),
  ) as ProductState[];
  const worker = Number(process.env.JEST_WORKER_ID ?? "1");
  return products[(worker - 1) % products.length]!;
};

/** Base URL of this worker's product, started by global-setup. */
export function productUrl(): string {
  return productState().baseUrl;
}

/** Base URL of the product's embedded upstream (for its developer outbox). */
export function upstreamUrl(): string {
  return productState().upstreamUrl;
}

export async function launchBrowser(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(chromiumInstallHint());
  return chromium.launch({ executablePath, args: chromiumArgs });
}

/**
 * One Chromium for the test file that calls it at its top level: launched before the file's
 * tests, closed after them. Answers a function giving the running browser.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("the browser is not launched yet: call it inside a test or hook");
    return browser;
  };
}

/** Hosts the page may reach; anything else is aborted and recorded. */
const loopback = new Set(["127.0.0.1", "localhost", "[::1]"]);

/**
 * A context whose pages can reach loopback only. Requests elsewhere are aborted and listed in
 * `blocked`, so a test can assert the page needed nothing from the internet.
 */
export async function loopbackContext(
  browser: Browser,
  options: Parameters<Browser["newContext"]>[0] = {},
): Promise<{ context: BrowserContext; blocked: string[] }> {
  const context = await browser.newContext(options);
  const blocked: string[] = [];
  await context.route("**/*", (route) => {
    const url = new URL(route.request().url());
    if (url.protocol === "data:" || url.protocol === "blob:" || loopback.has(url.hostname)) {
      return route.continue();
    }
    blocked.push(url.href);
    return route.abort("internetdisconnected");
  });
  return { context, blocked };
}

/**
 * The pages of a test file, called at its top level: one Chromium for the file (useBrowser), and
 * `open(options)` giving a test a loopback-only context (loopbackContext) and a page in it. After
 * each test the context it opened is closed, and the test fails if its pages asked for anything
 * beyond loopback.
 */
export function useLoopbackPages() {
  const browser = useBrowser();
  let opened: { context: BrowserContext; blocked: string[] }[] = [];
  afterEach(async () => {
    const closing = opened;
    opened = [];
    await Promise.all(closing.map(({ context }) => context.close()));
    expect(closing.flatMap(({ blocked }) => blocked)).toEqual([]);
  });
  return {
    browser,
    async open(
      options: Parameters<Browser["newContext"]>[0] = {},
    ): Promise<{ context: BrowserContext; page: Page }> {
      const loop = await loopbackContext(browser(), options);
      opened.push(loop);
      return { context: loop.context, page: await loop.context.newPage() };
    },
  };
}

/** Saves a PNG under tests/artifacts once animations have settled (the whole page by default). */
export async function screenshot(
  page: Page,
  name: string,
  { fullPage = true } = {},
): Promise<void> {
  mkdirSync(artifactsDir, { recursive: true });
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
  );
  await page.screenshot({ path: join(artifactsDir, `${name}.png`), fullPage });
}

export const viewports = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;

/** Calls `read` until its result satisfies `ok`, or throws with the last value after `timeoutMs`. */
export async function waitUntil<T>(
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!ok(value)) {
    if (Date.now() > deadline)
      throw new Error(`condition not met within ${timeoutMs} ms; last value: ${String(value)}`);
    await new Promise((r) => setTimeout(r, 100));
    value = await read();
  }
  return value;
}
