/**
 * Jest global set-up of the projects whose tests start the upstream: the prepared database they
 * copy (template-data-dir.ts) is made here, once, before any test runs and outside any test's
 * time limit.
 */
import { preparedTemplate } from "./template-data-dir";

export default async function globalSetup(): Promise<void> {
  const started = Date.now();
  const dir = await preparedTemplate({ scryptCost: 1024 });
  if (process.env.CI !== undefined || Date.now() - started > 1000)
    console.log(`\nprepared upstream database: ${dir} (${Date.now() - started} ms)`);
}
