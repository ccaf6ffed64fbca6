/**
 * Quality in the design gallery: every story of the built gallery (the stories its index.json
 * lists), opened on its own at 375 and 1280 px in Chromium, passes axe (WCAG 2.1 A and AA; a
 * serious or critical violation fails, named by story and rule) and looks like its committed
 * snapshot, tests/e2e/__visual__/<story-id>.<width>.png (pixel diff with a small tolerance).
 * Motion is off (reduced motion, animations and transitions of 0 s), so a picture is the same on
 * every run. `UPDATE_VISUAL=1` writes the snapshots that are missing or changed
 * (design-system/README.md says how a designer uses it).
 */
import AxeBuilder from "@axe-core/playwright";
import { unlinkSync } from "node:fs";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchBrowser, loopbackContext, productUrl, viewports } from "./support/browser";
import {
  checkSnapshot,
  committedSnapshots,
  snapshotName,
  snapshotsDir,
  updatingSnapshots,
} from "./support/visual";

/** Animations and transitions end at once; no blinking caret. */
const NO_MOTION = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important;
  animation-iteration-count: 1 !important;
  transition-duration: 0s !important; transition-delay: 0s !important;
  caret-color: transparent !important;
}`;

const WIDTHS = [viewports.mobile, viewports.desktop];

let browser: Browser;
let diffContext: BrowserContext;
/** A blank page where the pictures are compared. */
let diffPage: Page;
let stories: string[];
const walkSeconds: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  diffContext = await browser.newContext();
  diffPage = await diffContext.newPage();
  const response = await fetch(`${productUrl()}/design/index.json`);
  expect(response.status).toBe(200);
  const index = (await response.json()) as {
    entries: Record<string, { id: string; type: string }>;
  };
  stories = Object.values(index.entries)
    .filter((entry) => entry.type === "story")
    .map((entry) => entry.id);
  expect(stories.length).toBeGreaterThan(0);
});
afterAll(async () => {
  if (walkSeconds.length) console.log(`design gallery walk: ${walkSeconds.join(", ")}`);
  await diffContext?.close();
  await browser?.close();
});

/** What the gallery's preview says when it is asked for a story (Storybook's channel events). */
type Shown = "rendered" | "error" | "no answer";

/**
 * Asks the preview already in the page for another story, as the gallery's own sidebar does
 * (its channel's `setCurrentStory`), instead of loading the preview's scripts again for each
 * story; answers once the preview says the story rendered or failed.
 */
async function switchStory(page: Page, id: string): Promise<Shown> {
  return page.evaluate(
    (storyId) =>
      new Promise<Shown>((resolve) => {
        const channel = (
          window as unknown as {
            __STORYBOOK_ADDONS_CHANNEL__: {
              on(event: string, listener: (...args: unknown[]) => void): void;
              off(event: string, listener: (...args: unknown[]) => void): void;
              emit(event: string, ...args: unknown[]): void;
            };
          }
        ).__STORYBOOK_ADDONS_CHANNEL__;
        const events = {
          storyRendered: "rendered",
          storyErrored: "error",
          storyThrewException: "error",
          storyMissing: "error",
        } as const;
        const listeners = Object.entries(events).map(([event, shown]) => {
          const listener = (...args: unknown[]) => {
            // storyRendered names the story it rendered; the others are about the one asked for
            if (event === "storyRendered" && args[0] !== storyId) return;
            for (const [e, l] of listeners) channel.off(e, l);
            resolve(shown);
          };
          return [event, listener] as const;
        });
        for (const [event, listener] of listeners) channel.on(event, listener);
        setTimeout(() => {
          for (const [e, l] of listeners) channel.off(e, l);
          resolve("no answer");
        }, 30_000);
        channel.emit("setCurrentStory", { storyId, viewMode: "story" });
      }),
    id,
  );
}

/**
 * Opens a story and waits until it has rendered and settled (fonts, images, motion): the first
 * by loading the gallery's preview page, the next ones in that same preview (`switchStory`).
 */
async function openStory(page: Page, id: string, first: boolean): Promise<void> {
  if (!first) {
    const shown = await switchStory(page, id);
    if (shown === "no answer") throw new Error("the gallery did not render the story in 30 s");
    if (shown === "error") {
      const message = await page.locator("#error-message").innerText();
      throw new Error(`the story failed to render: ${message.trim()}`);
    }
    return settle(page);
  }
  const url = `${productUrl()}/design/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`;
  // The story's own rendering is waited for below, not the page's load event.
  await page.goto(url, { waitUntil: "domcontentloaded" });
  await page.addStyleTag({ content: NO_MOTION });
  const shown = await page.waitForFunction(
    () => {
      const body = document.body;
      if (body.classList.contains("sb-show-errordisplay")) return "error";
      const root = document.getElementById("storybook-root");
      return body.classList.contains("sb-show-main") && root && root.childElementCount > 0
        ? "rendered"
        : false;
    },
    null,
    { timeout: 30_000 },
  );
  if ((await shown.jsonValue()) === "error") {
    const message = await page.locator("#error-message").innerText();
    throw new Error(`the story failed to render: ${message.trim()}`);
  }
  await settle(page);
}

/** Waits until the page has settled: fonts, images and motion done, the last changes painted. */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.fonts.status === "loaded" &&
      Array.from(document.images).every((image) => image.complete) &&
      document.getAnimations().every((animation) => animation.playState !== "running"),
    null,
    { timeout: 10_000, polling: "raf" },
  );
  // Whatever the last effects changed is laid out and painted.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

/** Serious and critical axe violations (WCAG 2.1 A and AA) of the story on the page. */
async function seriousViolations(page: Page, where: string): Promise<string[]> {
  // Legacy mode runs axe in the page itself (a story's page has no frames) instead of opening
  // a new page per run to merge frame results: half the time of a walk.
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .setLegacyMode()
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${where}: axe ${v.id} (${v.impact}) ${v.help}: ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(" "))
          .join(", ")}`,
    );
}

interface Walk {
  failures: string[];
  blocked: string[];
  seconds: number;
}

/** Opens every story at one width in one page: axe, then the picture against its snapshot. */
async function walkStories(viewport: { width: number; height: number }): Promise<Walk> {
  const started = Date.now();
  const { context, blocked } = await loopbackContext(browser, {
    viewport,
    reducedMotion: "reduce",
  });
  const page = await context.newPage();
  let errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  page.on("response", (response) => {
    if (response.status() >= 400) errors.push(`${response.status()}: ${response.url()}`);
  });
  const failures: string[] = [];
  let first = true;
  for (const id of stories) {
    const where = `${id} at ${viewport.width} px`;
    errors = [];
    try {
      await openStory(page, id, first);
      first = false;
      failures.push(...(await seriousViolations(page, where)));
      const picture = await page
        .locator("#storybook-root")
        .screenshot({ animations: "disabled", caret: "hide" });
      failures.push(...(await checkSnapshot(diffPage, snapshotName(id, viewport.width), picture)));
    } catch (error) {
      failures.push(`${where}: ${(error as Error).message.split("\n")[0]}`);
    }
    failures.push(...errors.map((e) => `${where}: ${e}`));
  }
  await context.close();
  return { failures, blocked, seconds: (Date.now() - started) / 1000 };
}

/**
 * Both widths are walked at once (two pages: while one waits for Chromium, the other works),
 * each reported by its own test.
 */
const walks = new Map<number, Promise<Walk>>();
beforeAll(() => {
  for (const viewport of WIDTHS) {
    const walk = walkStories(viewport).catch((error: Error) => ({
      failures: [`the walk at ${viewport.width} px stopped: ${error.message}`],
      blocked: [],
      seconds: 0,
    }));
    walks.set(viewport.width, walk);
  }
});

test.each(WIDTHS)(
  "every story at $width px renders without errors, passes axe and matches its snapshot",
  async ({ width }) => {
    const walk = await walks.get(width)!;
    walkSeconds.push(`${stories.length} stories at ${width} px in ${walk.seconds.toFixed(1)} s`);
    expect(walk.failures).toEqual([]);
    expect(walk.blocked).toEqual([]);
  },
  // 49 stories took 171-184 s per width at a load average of 15: room for a busier machine
  360_000,
);

test("every committed snapshot belongs to a story of the gallery", () => {
  const expected = new Set(
    stories.flatMap((id) => WIDTHS.map((viewport) => snapshotName(id, viewport.width))),
  );
  const stale = committedSnapshots().filter((name) => !expected.has(name));
  if (updatingSnapshots) {
    for (const name of stale) unlinkSync(join(snapshotsDir, name));
    return;
  }
  // A story renamed or removed: delete its old pictures (UPDATE_VISUAL=1 does).
  expect(stale).toEqual([]);
});
