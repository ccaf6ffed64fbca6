/** REST route of the site configuration. */
import type { ResolvedProviders } from "../accounts/identity-providers";
import type { Db } from "../db/db";
import { REFERENCE_CACHE_CONTROL, type PublicReads } from "../http/cached-read";
import type { Route } from "../http/router";
import { SITE_ORG_ID } from "./organisation";
import { readSiteConfig } from "./store";

/** The tables the site configuration is read from. */
export const SITE_CONFIG_TABLES = ["organisations", "organisation_products", "products"] as const;

/**
 * A social button is enabled when the organisation enables it and a provider stands behind it
 * (see accounts/identity-providers.ts); `identityProviders` gives each enabled button's link.
 */
export function siteRoutes(
  db: Db,
  reads: PublicReads,
  providers: Pick<ResolvedProviders, "google" | "facebook">,
): Route[] {
  const load = async () => {
    const config = await readSiteConfig(db, SITE_ORG_ID);
    if (config === null)
      throw new Error(`Organisation ${SITE_ORG_ID} is missing from the organisations table`);
    const google = config.enableGoogleLogin === 1 ? (providers.google?.link() ?? null) : null;
    const facebook = config.enableFacebookLogin === 1 ? (providers.facebook?.link() ?? null) : null;
    return {
      status: 1,
      data: {
        data: {
          ...config,
          enableGoogleLogin: google === null ? 0 : 1,
          enableFacebookLogin: facebook === null ? 0 : 1,
          identityProviders: { google, facebook },
        },
      },
    };
  };
  const getSiteConfig = () =>
    reads.json("siteConfig", SITE_CONFIG_TABLES, REFERENCE_CACHE_CONTROL, load);
  return [{ method: "POST", path: "/api/general/getSiteConfig", handler: getSiteConfig }];
}
