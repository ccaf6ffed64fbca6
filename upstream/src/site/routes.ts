/** REST route of the site configuration. */
import type { Db } from "../db/db";
import { ok, type Route } from "../http/router";
import { SITE_ORG_ID } from "./organisation";
import { readSiteConfig } from "./store";

export function siteRoutes(db: Db): Route[] {
  const getSiteConfig = async () => {
    const config = await readSiteConfig(db, SITE_ORG_ID);
    if (config === null)
      throw new Error(`Organisation ${SITE_ORG_ID} is missing from the organisations table`);
    return ok({ status: 1, data: { data: config } });
  };
  return [{ method: "POST", path: "/api/general/getSiteConfig", handler: getSiteConfig }];
}
