/**
 * The development loop (`npm run dev`, scripts/dev.ts) from a browser: the Vite dev server shows
 * the home page with data from the gateway it proxies to; an edited component is swapped in by
 * React Fast Refresh without reloading the page; the sandbox starts with its editor workers; and
 * a change under gateway/src restarts the gateway, which answers again.
 *
 * "Editing" rewrites a file with its own bytes: the watchers see a change and the sources stay
 * exactly as committed, whatever happens to this test.
 */
import { readFileSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { launchBrowser, loopbackContext, waitUntil } from "./support/browser";
import { freePort, repoRoot, startProduct, type RunningProduct } from "./support/product";

let browser: Browser;
let dev: RunningProduct;
let site: string;

beforeAll(async () => {
  const devPort = await freePort();
  site = `http://localhost:${devPort}`;
  dev = await startProduct(
    { DEV_PORT: String(devPort), NODE_ENV: "development" },
    { script: "scripts/dev.ts", readyLine: "Development:" },
  );
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await dev?.stop();
});

test("the dev server shows the home page with the gateway's data, and Fast Refresh swaps an edited component in place", async () => {
  const { context, blocked } = await loopbackContext(browser);
  const page = await context.newPage();
  const console: string[] = [];
  const errors: string[] = [];
  page.on("console", (m) => console.push(m.text()));
  page.on("pageerror", (e) => errors.push(e.message));
  // the first visit waits for Vite to pre-bundle the dependencies
  await page.goto(`${site}/`, { timeout: 180_000 });
  await page.getByRole("heading", { name: "Where to next?" }).waitFor({ timeout: 120_000 });
  // the product list comes from the gateway through the dev server's proxy
  await page.getByText("Hotel stays with member discounts.").waitFor({ timeout: 60_000 });

  await page.evaluate(() => {
    (window as unknown as { keptAcrossRefresh: number }).keptAcrossRefresh = 42;
  });
  const component = join(repoRoot, "web/src/app/routes/home.tsx");
  writeFileSync(component, readFileSync(component));
  await waitUntil(
    async () => console.some((line) => line.includes("hot updated: /src/app/routes/home.tsx")),
    Boolean,
    60_000,
  );
  // a hot update, not a reload: the page's state is still there and the page still renders
  expect(
    await page.evaluate(
      () => (window as unknown as { keptAcrossRefresh?: number }).keptAcrossRefresh,
    ),
  ).toBe(42);
  await page.getByRole("heading", { name: "Where to next?" }).waitFor();
  expect(errors).toEqual([]);
  expect(blocked).toEqual([]);
  await context.close();
}, 300_000);

test("the sandbox runs on the dev server with its editor workers", async () => {
  const { context } = await loopbackContext(browser);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("pageerror", (e) => problems.push(`error: ${e.message}`));
  page.on("console", (m) => {
    if (m.text().includes("Could not create web worker")) problems.push(m.text());
  });
  const workers: string[] = [];
  page.on("worker", (w) => workers.push(w.url()));
  await page.goto(`${site}/sandbox`, { timeout: 180_000 });
  await page
    .getByRole("tab", { name: /Viewer/ })
    .first()
    .waitFor({ timeout: 120_000 });
  await waitUntil(
    async () => workers.length,
    (n) => n >= 3,
    60_000,
  );
  expect(problems).toEqual([]);
  await context.close();
}, 300_000);

test("a change under gateway/src restarts the gateway, which answers again", async () => {
  const before = dev.output().split("[dev] restarting gateway").length;
  const now = new Date();
  utimesSync(join(repoRoot, "gateway/src/main.ts"), now, now);
  await waitUntil(
    async () => dev.output().split("[dev] restarting gateway").length,
    (n) => n > before,
    30_000,
  );
  const answer = await waitUntil(
    async () => {
      try {
        const res = await fetch(`${site}/graphql`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ query: "{ countries { code } }" }),
        });
        return res.ok ? ((await res.json()) as { data?: { countries: unknown[] } }) : undefined;
      } catch {
        return undefined;
      }
    },
    (body) => (body?.data?.countries.length ?? 0) > 0,
    90_000,
  );
  expect(answer?.data?.countries.length).toBeGreaterThan(200);
}, 180_000);
