/** Reads an organisation's site configuration in the shape of the REST contract. */
import type { ContractSchema } from "@travel/schema/rest";
import { sql } from "kysely";
import { kyselyOf, type Queryable } from "../db/db";
import type { Product } from "./products";

/** The organisation's configuration (the identity providers' links are added by the route). */
export type SiteConfig = Omit<ContractSchema<"SiteConfig">, "identityProviders">;

type FlagColumn =
  | "enable_google_login"
  | "enable_facebook_login"
  | "enable_access_code"
  | "allow_booking_without_session";

/** The organisation's configuration, or null when there is no such organisation. */
export async function readSiteConfig(db: Queryable, orgId: number): Promise<SiteConfig | null> {
  const kysely = kyselyOf(db);
  const flag = (column: "display_price" | FlagColumn) => sql<0 | 1>`${sql.ref(column)}::integer`;
  const row = await kysely
    .selectFrom("organisations")
    .select([
      "org_id as orgId",
      "org_name as orgName",
      "google_tag_id as googleTagId",
      sql<SiteConfig["calendarType"]>`calendar_type`.as("calendarType"),
      "min_checkin_days as minCheckinDays",
      sql<number>`week_start::integer`.as("weekStart"),
      flag("display_price").as("displayPrice"),
      flag("enable_google_login").as("enableGoogleLogin"),
      flag("enable_facebook_login").as("enableFacebookLogin"),
      flag("enable_access_code").as("enableAccessCode"),
      flag("allow_booking_without_session").as("allowBookingWithoutSession"),
      "org_site_wallet",
      "all_inclusive_url",
      "trips_url",
    ])
    .where("org_id", "=", orgId)
    .executeTakeFirst();
  if (row === undefined) return null;
  const eligibleProducts: Product[] = await kysely
    .selectFrom("organisation_products as op")
    .innerJoin("products as p", "p.product_id", "op.product_id")
    .select(["p.product_id", sql<Product["product_code"]>`p.product_code`.as("product_code")])
    .where("op.org_id", "=", orgId)
    .orderBy("p.product_id")
    .execute();
  const { all_inclusive_url, trips_url, ...config } = row;
  return {
    ...config,
    eligibleProducts,
    externalSites: { allInclusive: all_inclusive_url, trips: trips_url },
  };
}
