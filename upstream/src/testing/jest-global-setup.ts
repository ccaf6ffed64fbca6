/**
 * Jest global set-up of the projects whose tests use the upstream's database: the templates they
 * copy (template-data-dir.ts: an empty cluster, and a prepared database) are made here, once,
 * before any test runs and outside any test's time limit.
 */
import { emptyClusterTemplate, preparedTemplate } from "./template-data-dir";

export default async function globalSetup(): Promise<void> {
  const started = Date.now();
  const empty = await emptyClusterTemplate();
  const seeded = await preparedTemplate({ scryptCost: 1024 });
  if (Date.now() - started > 1000)
    console.warn(`\ntest database templates: ${empty}, ${seeded} (${Date.now() - started} ms)`);
}
