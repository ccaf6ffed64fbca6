/** Seeds the products and the site's organisation (offering every product) once. */
import type { Db } from "../db/db";
import { seedOnce } from "../db/seed-once";
import { SEEDED_ORGANISATION as org } from "./organisation";
import { PRODUCTS } from "./products";

export async function seedSite(db: Db): Promise<void> {
  await seedOnce(db, "site/organisation", async (tx) => {
    await tx.query(
      `INSERT INTO products (product_id, product_code)
       SELECT product_id, product_code
       FROM jsonb_to_recordset($1::jsonb) AS r(product_id integer, product_code text)`,
      [JSON.stringify(PRODUCTS)],
    );
    await tx.query(
      `INSERT INTO organisations (org_id, org_name, google_tag_id, calendar_type, min_checkin_days,
         week_start, display_price, enable_google_login, enable_facebook_login, enable_access_code,
         allow_booking_without_session, org_site_wallet, all_inclusive_url, trips_url,
         new_members_can_book)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
      [
        org.orgId,
        org.orgName,
        org.googleTagId,
        org.calendarType,
        org.minCheckinDays,
        org.weekStart,
        org.displayPrice,
        org.enableGoogleLogin,
        org.enableFacebookLogin,
        org.enableAccessCode,
        org.allowBookingWithoutSession,
        org.orgSiteWallet,
        org.allInclusiveUrl,
        org.tripsUrl,
        org.newMembersCanBook,
      ],
    );
    await tx.query(
      "INSERT INTO organisation_products (org_id, product_id) SELECT $1, product_id FROM products",
      [org.orgId],
    );
  });
}
