/** SQL of the offers: the legacy list of the wallet products, one offer of any area by id. */
import type { ContractSchema } from "@travel/schema/rest";
import { sql, type RawBuilder } from "kysely";
import { kyselyOf, type Queryable } from "../db/db";
import { jsonColumn } from "../db/json-column";
import { WALLET_PRODUCTS, type WalletProduct } from "../wallet/card-rules";

/** An offer as the REST contract gives it. */
export type OfferRow = ContractSchema<"Offer">;

/**
 * The offer columns in OfferRow's shape over `offers` joined to its destination (alias d, its
 * translation dt), its origin (od, ot) and its own translation (t): texts in the request's
 * language where translated.
 */
const OFFER_COLUMNS = sql`offers.offer_id, offers.product_code,
    coalesce(t.name, offers.name) AS name,
    coalesce(t.destination, offers.destination) AS destination, offers.country_code,
    coalesce(t.description, offers.description) AS description, offers.rating::float8 AS rating,
    offers.price_unit, offers.price_usd::float8 AS price_usd,
    offers.max_guests::int AS max_guests, offers.start_weekday::int AS start_weekday,
    json_build_object('destination_id', d.destination_id, 'name', coalesce(dt.name, d.name),
      'country_code', d.country_code, 'airport_code', d.airport_code,
      'latitude', d.latitude::float8, 'longitude', d.longitude::float8) AS place,
    CASE WHEN od.destination_id IS NULL THEN NULL
      ELSE json_build_object('destination_id', od.destination_id,
        'name', coalesce(ot.name, od.name), 'airport_code', od.airport_code) END AS origin,
    offers.attributes || coalesce(t.attributes, '{}') AS attributes,
    '/api/offers/' || offers.offer_id || '/image.svg' AS image`;

/** The joins OFFER_COLUMNS reads, the translations in `language`. */
const offerJoins = (language: string) => sql`JOIN destinations d
      ON d.destination_id = offers.destination_id
    LEFT JOIN destination_translations dt
      ON dt.destination_id = d.destination_id AND dt.language = ${language}
    LEFT JOIN destinations od ON od.destination_id = offers.origin_id
    LEFT JOIN destination_translations ot
      ON ot.destination_id = od.destination_id AND ot.language = ${language}
    LEFT JOIN offer_translations t
      ON t.offer_id = offers.offer_id AND t.language = ${language}`;

/**
 * The offer whose id is in column `offerIdColumn` of the outer query, as one JSON object in
 * OfferRow's shape, its texts in `language` where translated (a reservation's or quote's offer).
 */
export function offerJsonIn(offerIdColumn: string, language: string) {
  return sql<OfferRow | string>`(SELECT row_to_json(o) FROM (SELECT ${OFFER_COLUMNS}
    FROM offers ${offerJoins(language)}
    WHERE offers.offer_id = ${sql.ref(offerIdColumn)}) o)`;
}

/** An offer row as the database answers it (PGlite may give the JSON columns as text). */
type RawOfferRow = Omit<OfferRow, "place" | "origin" | "attributes"> & {
  place: OfferRow["place"] | string;
  origin: OfferRow["origin"] | string;
  attributes: OfferRow["attributes"] | string;
};

/** A row of offerSelection in OfferRow's shape. */
export function offerRowOf<R extends RawOfferRow>(row: R): Omit<R, keyof RawOfferRow> & OfferRow {
  return {
    ...row,
    place: jsonColumn(row.place),
    origin: row.origin === null ? null : jsonColumn(row.origin),
    attributes: jsonColumn(row.attributes),
  };
}

/**
 * The offers in OfferRow's shape, of every area, texts in `language` where translated, that
 * `where` keeps (over `offers` and the aliases of offerJoins), in `order`; `extra` columns of the
 * outer query (`f.saved_at`) and `from` joins after the offer's (favourites).
 */
export async function selectOffers<Extra extends object = object>(
  db: Queryable,
  language: string,
  where: RawBuilder<unknown>,
  options: {
    order?: RawBuilder<unknown>;
    extra?: RawBuilder<unknown>;
    join?: RawBuilder<unknown>;
    limit?: RawBuilder<unknown>;
  } = {},
): Promise<(OfferRow & Extra)[]> {
  const { rows } = await sql<RawOfferRow & Extra>`SELECT ${OFFER_COLUMNS}${options.extra ?? sql``}
    FROM offers ${offerJoins(language)} ${options.join ?? sql``}
    WHERE ${where}
    ${options.order === undefined ? sql`` : sql`ORDER BY ${options.order}`}
    ${options.limit ?? sql``}`.execute(kyselyOf(db));
  return rows.map((row) => offerRowOf(row) as OfferRow & Extra);
}

/**
 * Offers of a wallet product (every wallet product when null; the legacy list keeps to them)
 * whose folded destination, in English or in `language`, contains `destination` (anywhere when
 * null): best rated first (unrated last), then cheapest, then by id. Texts in `language` where
 * translated, else English.
 */
export async function searchOffers(
  db: Queryable,
  product: WalletProduct | null,
  destination: string | null,
  language = "en",
): Promise<OfferRow[]> {
  const where = [sql`offers.product_code IN (${sql.join([...WALLET_PRODUCTS])})`];
  if (product !== null) where.push(sql`offers.product_code = ${product}`);
  if (destination !== null)
    where.push(sql`(strpos(offers.destination_search, ${destination}) > 0
        OR strpos(coalesce(t.destination_search, ''), ${destination}) > 0)`);
  return selectOffers(db, language, sql.join(where, sql` AND `), {
    order: sql`offers.rating DESC NULLS LAST, offers.price_usd, offers.offer_id`,
  });
}

/** One offer of any area, its texts in `language` where translated, else English. */
export async function findOffer(
  db: Queryable,
  offerId: number,
  language = "en",
): Promise<OfferRow | null> {
  const [row] = await selectOffers(db, language, sql`offers.offer_id = ${offerId}::int`);
  return row ?? null;
}
