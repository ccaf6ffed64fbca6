/**
 * The site configuration used when the upstream fails: organisation "0" with every feature
 * disabled, no products, check-in from today and weeks starting on Sunday, so the page renders.
 */
import type { SiteConfigMapper } from "./site.mappers";

export function fallbackSiteConfig(): SiteConfigMapper {
  return {
    orgId: 0,
    orgName: "",
    googleTagId: null,
    eligibleProducts: [],
    calendarType: "gregorian",
    minCheckinDays: 0,
    weekStart: 0,
    displayPrice: 0,
    enableGoogleLogin: 0,
    enableFacebookLogin: 0,
    enableAccessCode: 0,
    allowBookingWithoutSession: 0,
    org_site_wallet: "",
    externalSites: { allInclusive: "", trips: "" },
  };
}
