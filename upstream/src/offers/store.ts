/** SQL of the offers: searched by product and destination, read by id. */
import { sql } from "kysely";
import { kyselyOf, type Queryable } from "../db/db";
import type { WalletProduct } from "../wallet/card-rules";

/** An offer as the REST contract gives it. */
export interface OfferRow {
  offer_id: number;
  product_code: WalletProduct;
  name: string;
  destination: string;
  country_code: string;
  description: string;
  rating: number | null;
  price_unit: "NIGHT" | "PERSON";
  price_usd: number;
}

/** The offer columns in OfferRow's shape, as SQL text (for the stores not yet on Kysely). */
export const OFFER_COLUMNS = `offer_id, product_code, name, destination, country_code,
  description, rating::float8 AS rating, price_unit, price_usd::float8 AS price_usd`;

/** The offer columns in OfferRow's shape. */
export const OFFER_SELECTION = [
  "offer_id",
  sql<OfferRow["product_code"]>`product_code`.as("product_code"),
  "name",
  "destination",
  "country_code",
  "description",
  sql<number | null>`rating::float8`.as("rating"),
  sql<OfferRow["price_unit"]>`price_unit`.as("price_unit"),
  sql<number>`price_usd::float8`.as("price_usd"),
] as const;

/**
 * Offers of a product (every product when null) whose folded destination contains `destination`
 * (anywhere when null): best rated first (unrated last), then cheapest, then by id.
 */
export async function searchOffers(
  db: Queryable,
  product: WalletProduct | null,
  destination: string | null,
): Promise<OfferRow[]> {
  let query = kyselyOf(db).selectFrom("offers").select(OFFER_SELECTION);
  if (product !== null) query = query.where("product_code", "=", product);
  if (destination !== null)
    query = query.where(sql<number>`strpos(destination_search, ${destination})`, ">", 0);
  return query
    .orderBy(sql`rating DESC NULLS LAST`)
    .orderBy("price_usd")
    .orderBy("offer_id")
    .execute();
}

export async function findOffer(db: Queryable, offerId: number): Promise<OfferRow | null> {
  const row = await kyselyOf(db)
    .selectFrom("offers")
    .select(OFFER_SELECTION)
    .where("offer_id", "=", offerId)
    .executeTakeFirst();
  return row ?? null;
}
