/** SQL of the offers: searched by product and destination, read by id. */
import type { ContractSchema } from "@travel/schema/rest";
import { sql } from "kysely";
import { kyselyOf, type Queryable } from "../db/db";
import { WALLET_PRODUCTS, type WalletProduct } from "../wallet/card-rules";

/** An offer as the REST contract gives it. */
export type OfferRow = ContractSchema<"Offer">;

/**
 * The offer whose id is in column `offerIdColumn` of the outer query, as one JSON object in
 * OfferRow's shape, its texts in `language` where translated (a reservation's or quote's offer).
 */
export function offerJsonIn(offerIdColumn: string, language: string) {
  return sql<OfferRow | string>`(SELECT row_to_json(o) FROM (SELECT offers.offer_id,
    offers.product_code, coalesce(t.name, offers.name) AS name,
    coalesce(t.destination, offers.destination) AS destination, offers.country_code,
    coalesce(t.description, offers.description) AS description, offers.rating::float8 AS rating,
    offers.price_unit, offers.price_usd::float8 AS price_usd
    FROM offers LEFT JOIN offer_translations t
      ON t.offer_id = offers.offer_id AND t.language = ${language}
    WHERE offers.offer_id = ${sql.ref(offerIdColumn)}) o)`;
}

/**
 * The offer columns in OfferRow's shape, the texts in `language` where translated (alias `t`), of
 * the wallet products' offers only (the other areas' are listed by the inventory search).
 */
export function translatedSelection(db: Queryable, language: string) {
  return kyselyOf(db)
    .selectFrom("offers")
    .where("offers.product_code", "in", WALLET_PRODUCTS)
    .leftJoin("offer_translations as t", (join) =>
      join.onRef("t.offer_id", "=", "offers.offer_id").on("t.language", "=", language),
    )
    .select([
      "offers.offer_id",
      sql<OfferRow["product_code"]>`offers.product_code`.as("product_code"),
      sql<string>`coalesce(t.name, offers.name)`.as("name"),
      sql<string>`coalesce(t.destination, offers.destination)`.as("destination"),
      "offers.country_code",
      sql<string>`coalesce(t.description, offers.description)`.as("description"),
      sql<number | null>`offers.rating::float8`.as("rating"),
      sql<OfferRow["price_unit"]>`offers.price_unit`.as("price_unit"),
      sql<number>`offers.price_usd::float8`.as("price_usd"),
    ]);
}

/**
 * Offers of a product (every product when null) whose folded destination, in English or in
 * `language`, contains `destination` (anywhere when null): best rated first (unrated last), then
 * cheapest, then by id. Texts in `language` where translated, else English.
 */
export async function searchOffers(
  db: Queryable,
  product: WalletProduct | null,
  destination: string | null,
  language = "en",
): Promise<OfferRow[]> {
  let query = translatedSelection(db, language);
  if (product !== null) query = query.where("offers.product_code", "=", product);
  if (destination !== null)
    query = query.where(
      sql<boolean>`(strpos(offers.destination_search, ${destination}) > 0
        OR strpos(coalesce(t.destination_search, ''), ${destination}) > 0)`,
    );
  return query
    .orderBy(sql`offers.rating DESC NULLS LAST`)
    .orderBy("offers.price_usd")
    .orderBy("offers.offer_id")
    .execute();
}

/** One offer, its texts in `language` where translated, else English. */
export async function findOffer(
  db: Queryable,
  offerId: number,
  language = "en",
): Promise<OfferRow | null> {
  const row = await translatedSelection(db, language)
    .where("offers.offer_id", "=", offerId)
    .executeTakeFirst();
  return row ?? null;
}
