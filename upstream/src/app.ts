/** Assembles the upstream: prepares the database (migrations, seeds, labels, rates) and the routes. */
import type { Db } from "./db/db";
import { migrate } from "./db/migrate";
import { geolocationRoutes } from "./geolocation/routes";
import { ok, type Route } from "./http/router";
import { seedLanguages, syncLabels } from "./locale/seed";
import { localeRoutes } from "./locale/routes";
import type { Logger } from "./logging/logger";
import { ratesRoutes } from "./rates/routes";
import { storeUsdSnapshot } from "./rates/store";
import { readUsdSnapshot } from "./rates/usd-snapshot";
import { referenceRoutes } from "./reference/routes";
import { seedReference } from "./reference/seed";
import { siteRoutes } from "./site/routes";
import { seedSite } from "./site/seed";

export interface PrepareOptions {
  /** Folder of the `<language code>.json` label files (default: src/reference/labels). */
  labelsDir?: string;
}

/** Brings the database up to date; safe to run at every start. */
export async function prepareDatabase(
  db: Db,
  logger: Logger,
  options: PrepareOptions = {},
): Promise<void> {
  const applied = await migrate(db);
  if (applied.length > 0) logger.info(`applied migrations ${applied.join(", ")}`);
  const snapshot = readUsdSnapshot();
  await seedReference(db, snapshot);
  await storeUsdSnapshot(db, snapshot);
  await seedLanguages(db);
  await syncLabels(db, logger, options.labelsDir);
  await seedSite(db);
}

export function buildRoutes(db: Db): Route[] {
  const health: Route = {
    method: "GET",
    path: "/healthz",
    handler: async () => {
      await db.query("SELECT 1");
      return ok({ ok: true });
    },
  };
  return [
    health,
    ...referenceRoutes(db),
    ...localeRoutes(db),
    ...ratesRoutes(db),
    ...geolocationRoutes(db),
    ...siteRoutes(db),
  ];
}
