/**
 * The web app in Chromium (playwright-core, Debian's Chromium, loopback only): the JavaScript `/`
 * fetches on load and whether text was compressed, and Largest Contentful Paint on the phone
 * profile (375×812, 4× CPU slowdown, 10 Mbit/s, 40 ms latency), a cold context per run.
 */
import type { Browser } from "playwright-core";
import { launchBrowser, loopbackContext } from "../e2e/support/browser";
import { measureInitialLoad, type InitialLoad } from "../support/initial-load";

export const phone = {
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  cpuSlowdown: 4,
  latencyMs: 40,
  bitsPerSecond: 10e6,
};

export interface WebFigures {
  initial: InitialLoad;
  /** Requests the page tried beyond loopback (must be none). */
  blocked: string[];
  lcp: { runsMs: number[]; medianMs: number; element: string };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? NaN) : ((s[mid - 1] ?? NaN) + (s[mid] ?? NaN)) / 2;
};

async function initialLoad(browser: Browser, url: string) {
  const { context, blocked } = await loopbackContext(browser, { viewport: phone.viewport });
  try {
    const page = await context.newPage();
    return { initial: await measureInitialLoad(page, url), blocked };
  } finally {
    await context.close();
  }
}

/** One cold load of `url` on the phone profile; the last LCP candidate once the page settled. */
async function lcpOnce(browser: Browser, url: string): Promise<{ ms: number; element: string }> {
  const { context } = await loopbackContext(browser, {
    viewport: phone.viewport,
    deviceScaleFactor: phone.deviceScaleFactor,
    isMobile: phone.isMobile,
    hasTouch: phone.hasTouch,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { __lcp?: { ms: number; element: string } };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          element?: Element | null;
          url?: string;
          size?: number;
        })[]) {
          const el = entry.element;
          const text = el?.textContent?.trim().replace(/\s+/g, " ").slice(0, 40) ?? "";
          w.__lcp = {
            ms: entry.startTime,
            element: el
              ? `<${el.tagName.toLowerCase()}> ${entry.url ? entry.url : `"${text}"`} (${entry.size ?? 0} px²)`
              : "(removed element)",
          };
        }
      }).observe({ type: "largest-contentful-paint", buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: phone.latencyMs,
      downloadThroughput: phone.bitsPerSecond / 8,
      uploadThroughput: phone.bitsPerSecond / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: phone.cpuSlowdown });
    await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    await page.waitForLoadState("networkidle", { timeout: 60_000 }).catch(() => undefined);
    // Settled: no new LCP candidate for 1 s (at most 10 s more).
    const read = () =>
      page.evaluate(() => (window as unknown as { __lcp?: { ms: number; element: string } }).__lcp);
    let last = await read();
    let stableSince = Date.now();
    const deadline = Date.now() + 10_000;
    while (Date.now() - stableSince < 1000 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      const now = await read();
      if (now?.ms !== last?.ms) {
        last = now;
        stableSince = Date.now();
      }
    }
    if (!last) throw new Error(`no largest-contentful-paint entry for ${url}`);
    return last;
  } finally {
    await context.close();
  }
}

export async function measureWeb(baseUrl: string, lcpRuns = 3): Promise<WebFigures> {
  const browser = await launchBrowser();
  try {
    const { initial, blocked } = await initialLoad(browser, `${baseUrl}/`);
    const runs: { ms: number; element: string }[] = [];
    for (let i = 0; i < lcpRuns; i++) runs.push(await lcpOnce(browser, `${baseUrl}/`));
    const medianMs = median(runs.map((r) => r.ms));
    const nearest = [...runs].sort(
      (a, b) => Math.abs(a.ms - medianMs) - Math.abs(b.ms - medianMs),
    )[0];
    return {
      initial,
      blocked,
      lcp: { runsMs: runs.map((r) => r.ms), medianMs, element: nearest?.element ?? "" },
    };
  } finally {
    await browser.close();
  }
}
