/** Upstream REST shape behind the SiteConfig GraphQL type (codegen mapper). */

/** A product the organisation sells. */
export interface EligibleProductEntry {
  product_id: number;
  product_code: string;
}

/** POST /api/general/getSiteConfig → data.data. */
export interface SiteConfigMapper {
  orgId: number;
  orgName: string;
  googleTagId: string | null;
  eligibleProducts: EligibleProductEntry[];
  calendarType: "gregorian" | "hijri";
  minCheckinDays: number;
  /** 0 = Sunday. */
  weekStart: number;
  displayPrice: 0 | 1;
  enableGoogleLogin: 0 | 1;
  enableFacebookLogin: 0 | 1;
  enableAccessCode: 0 | 1;
  allowBookingWithoutSession: 0 | 1;
  /** Comma-separated subset of "Discount Cards,Certificates,Cash Card,myvacations". */
  org_site_wallet: string;
  /** Absolute URLs of the external sites. */
  externalSites: { allInclusive: string; trips: string };
}
