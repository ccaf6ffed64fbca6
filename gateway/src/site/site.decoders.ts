/** Decoder of the site-config endpoint's body (`{ status: 1, data: { data: SiteConfig } }`). */
import { envelope, listOf, num, object, oneOf, str, strOrNull } from "../upstream/decode";
import type { SiteConfigMapper } from "./site.mappers";

const FLAG = [0, 1] as const;

export function decodeSiteConfig(json: unknown): SiteConfigMapper {
  const c = object(envelope(json, ["data", "data"]), "body.data.data");
  const externalSites = object(c.externalSites, "externalSites");
  return {
    orgId: num(c, "orgId"),
    orgName: str(c, "orgName"),
    googleTagId: strOrNull(c, "googleTagId"),
    eligibleProducts: listOf(c.eligibleProducts, "eligibleProducts", (p) => ({
      product_id: num(p, "product_id"),
      product_code: str(p, "product_code"),
    })),
    calendarType: oneOf(c, "calendarType", ["gregorian", "hijri"]),
    minCheckinDays: num(c, "minCheckinDays"),
    weekStart: oneOf(c, "weekStart", [0, 1, 2, 3, 4, 5, 6]),
    displayPrice: oneOf(c, "displayPrice", FLAG),
    enableGoogleLogin: oneOf(c, "enableGoogleLogin", FLAG),
    enableFacebookLogin: oneOf(c, "enableFacebookLogin", FLAG),
    enableAccessCode: oneOf(c, "enableAccessCode", FLAG),
    allowBookingWithoutSession: oneOf(c, "allowBookingWithoutSession", FLAG),
    org_site_wallet: str(c, "org_site_wallet"),
    externalSites: {
      allInclusive: str(externalSites, "allInclusive"),
      trips: str(externalSites, "trips"),
    },
  };
}
