import { writeFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { repoRoot, startProduct, type RunningProduct } from "./product";

declare global {
  var __PRODUCT__: RunningProduct | undefined;
}

/** Starts one product for the whole browser suite; tests read its URL from the state file. */
export default async function globalSetup(): Promise<void> {
  const product = await startProduct();
  globalThis.__PRODUCT__ = product;
  const dir = join(repoRoot, "tests", "artifacts");
  mkdirSync(dir, { recursive: true });
  const state = JSON.stringify({ baseUrl: product.baseUrl, upstreamUrl: product.upstreamUrl });
  // Test workers start after this and inherit the variable, so two suites running at once on one
  // machine each reach their own product; the file is for people looking at a run.
  process.env.E2E_PRODUCT = state;
  writeFileSync(join(dir, "product.json"), state);
}
