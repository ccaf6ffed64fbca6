/** Seeds the products and the site's organisation (offering every product) once. */
import { kyselyOf, type Db } from "../db/db";
import { seedOnce } from "../db/seed-once";
import { SEEDED_ORGANISATION as org } from "./organisation";
import { PRODUCTS } from "./products";

export async function seedSite(db: Db): Promise<void> {
  await seedOnce(db, "site/organisation", async (tx) => {
    const kysely = kyselyOf(tx);
    await kysely
      .insertInto("products")
      .values(PRODUCTS.map(({ product_id, product_code }) => ({ product_id, product_code })))
      .execute();
    await kysely
      .insertInto("organisations")
      .values({
        org_id: org.orgId,
        org_name: org.orgName,
        google_tag_id: org.googleTagId,
        calendar_type: org.calendarType,
        min_checkin_days: org.minCheckinDays,
        week_start: org.weekStart,
        display_price: org.displayPrice,
        enable_google_login: org.enableGoogleLogin,
        enable_facebook_login: org.enableFacebookLogin,
        enable_access_code: org.enableAccessCode,
        allow_booking_without_session: org.allowBookingWithoutSession,
        org_site_wallet: org.orgSiteWallet,
        all_inclusive_url: org.allInclusiveUrl,
        trips_url: org.tripsUrl,
      })
      .execute();
    await kysely
      .insertInto("organisation_products")
      .columns(["org_id", "product_id"])
      .expression((eb) =>
        eb.selectFrom("products").select([eb.val(org.orgId).as("org_id"), "product_id"]),
      )
      .execute();
  });
}
