import { writeFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { repoRoot, startProduct, type RunningProduct } from "./product";

declare global {
  var __PRODUCTS__: RunningProduct[] | undefined;
}

/**
 * Starts one product per Jest worker (tests/jest.config.js `maxWorkers`), side by side: a test
 * file reaches its worker's product only (support/browser.ts), so files running at the same time
 * never share accounts, wallets or bookings, as they never did when one ran after another.
 * Tests read the URLs from the environment, inherited by the workers started after this.
 */
export default async function globalSetup(globalConfig: { maxWorkers: number }): Promise<void> {
  const count = Math.max(1, globalConfig.maxWorkers);
  const products = await Promise.all(Array.from({ length: count }, () => startProduct()));
  globalThis.__PRODUCTS__ = products;
  const dir = join(repoRoot, "tests", "artifacts");
  mkdirSync(dir, { recursive: true });
  const state = JSON.stringify(
    products.map((p) => ({ baseUrl: p.baseUrl, upstreamUrl: p.upstreamUrl })),
  );
  // two suites running at once on one machine each reach their own products; the file is for
  // people looking at a run
  process.env.E2E_PRODUCTS = state;
  writeFileSync(join(dir, "products.json"), state);
}
