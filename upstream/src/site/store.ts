/** Reads an organisation's site configuration in the shape of the REST contract. */
import type { Queryable } from "../db/db";
import type { Product } from "./products";

export interface SiteConfig {
  orgId: number;
  orgName: string;
  googleTagId: string | null;
  eligibleProducts: Product[];
  calendarType: "gregorian" | "hijri";
  minCheckinDays: number;
  weekStart: number;
  displayPrice: 0 | 1;
  enableGoogleLogin: 0 | 1;
  enableFacebookLogin: 0 | 1;
  enableAccessCode: 0 | 1;
  allowBookingWithoutSession: 0 | 1;
  org_site_wallet: string;
  externalSites: { allInclusive: string; trips: string };
}

/** The organisation's configuration, or null when there is no such organisation. */
export async function readSiteConfig(db: Queryable, orgId: number): Promise<SiteConfig | null> {
  const [row] = await db.query<
    Omit<SiteConfig, "eligibleProducts" | "externalSites"> & {
      all_inclusive_url: string;
      trips_url: string;
    }
  >(
    `SELECT org_id AS "orgId", org_name AS "orgName", google_tag_id AS "googleTagId",
       calendar_type AS "calendarType", min_checkin_days AS "minCheckinDays",
       week_start::integer AS "weekStart", display_price::integer AS "displayPrice",
       enable_google_login::integer AS "enableGoogleLogin",
       enable_facebook_login::integer AS "enableFacebookLogin",
       enable_access_code::integer AS "enableAccessCode",
       allow_booking_without_session::integer AS "allowBookingWithoutSession",
       org_site_wallet, all_inclusive_url, trips_url
     FROM organisations WHERE org_id = $1`,
    [orgId],
  );
  if (row === undefined) return null;
  const eligibleProducts = await db.query<Product>(
    `SELECT p.product_id, p.product_code
     FROM organisation_products op JOIN products p ON p.product_id = op.product_id
     WHERE op.org_id = $1 ORDER BY p.product_id`,
    [orgId],
  );
  const { all_inclusive_url, trips_url, ...config } = row;
  return {
    ...config,
    eligibleProducts,
    externalSites: { allInclusive: all_inclusive_url, trips: trips_url },
  };
}
