/** SQL of the offers: searched by product and destination, read by id. */
import type { Queryable } from "../db/db";
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

export const OFFER_COLUMNS = `offer_id, product_code, name, destination, country_code,
  description, rating::float8 AS rating, price_unit, price_usd::float8 AS price_usd`;

/**
 * Offers of a product (every product when null) whose folded destination contains `destination`
 * (anywhere when null): best rated first (unrated last), then cheapest, then by id.
 */
export async function searchOffers(
  db: Queryable,
  product: WalletProduct | null,
  destination: string | null,
): Promise<OfferRow[]> {
  return db.query<OfferRow>(
    `SELECT ${OFFER_COLUMNS} FROM offers
     WHERE ($1::text IS NULL OR product_code = $1)
       AND ($2::text IS NULL OR strpos(destination_search, $2) > 0)
     ORDER BY rating DESC NULLS LAST, price_usd, offer_id`,
    [product, destination],
  );
}

export async function findOffer(db: Queryable, offerId: number): Promise<OfferRow | null> {
  const [row] = await db.query<OfferRow>(
    `SELECT ${OFFER_COLUMNS} FROM offers WHERE offer_id = $1`,
    [offerId],
  );
  return row ?? null;
}
