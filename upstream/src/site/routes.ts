/** REST route of the site configuration. */
import type { Db } from "../db/db";
import { REFERENCE_CACHE_CONTROL, type PublicReads } from "../http/cached-read";
import type { Route } from "../http/router";
import { SITE_ORG_ID } from "./organisation";
import { readSiteConfig } from "./store";

/** The tables the site configuration is read from. */
export const SITE_CONFIG_TABLES = ["organisations", "organisation_products", "products"] as const;

export function siteRoutes(db: Db, reads: PublicReads): Route[] {
  const load = async () => {
    const config = await readSiteConfig(db, SITE_ORG_ID);
    if (config === null)
      throw new Error(`Organisation ${SITE_ORG_ID} is missing from the organisations table`);
    return { status: 1, data: { data: config } };
  };
  const getSiteConfig = () =>
    reads.json("siteConfig", SITE_CONFIG_TABLES, REFERENCE_CACHE_CONTROL, load);
  return [{ method: "POST", path: "/api/general/getSiteConfig", handler: getSiteConfig }];
}
