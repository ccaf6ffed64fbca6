/**
 * Browser helpers: one Chromium per test file, pages that may only reach loopback, the shared
 * product's URL, and screenshots saved under tests/artifacts for people to look at.
 */
import { readFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { chromiumArgs, findChromium, chromiumInstallHint } from "./chromium";
import { repoRoot } from "./product";

export const artifactsDir = join(repoRoot, "tests", "artifacts");

/** Base URL of the product started by global-setup. */
export function productUrl(): string {
  return (JSON.parse(readFileSync(join(artifactsDir, "product.json"), "utf8")) as { baseUrl: string })
    .baseUrl;
}

export async function launchBrowser(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(chromiumInstallHint());
  return chromium.launch({ executablePath, args: chromiumArgs });
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

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: join(artifactsDir, `${name}.png`), fullPage: true });
}

export const viewports = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;
