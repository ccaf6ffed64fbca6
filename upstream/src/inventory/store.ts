/**
 * SQL of the inventory: offers of an area available for a stay or a start day (every calendar
 * day covered on sale with enough units left), with their filters, order and page; destination
 * suggestions by name prefix; the facts an offer's picture is drawn from.
 */
import type { ContractSchema } from "@travel/schema/rest";
import { sql, type RawBuilder } from "kysely";
import { kyselyOf, type Queryable } from "../db/db";
import { AREA_UNITS, capacityUnits } from "./areas";
import type { SearchQuery } from "./search-params";
import { calendarAggregates } from "./trip-price";

export interface SearchRow {
  offer_id: number;
  product_code: string;
  name: string;
  description: string;
  destination_id: number;
  destination_name: string;
  country_code: string;
  airport_code: string;
  latitude: number;
  longitude: number;
  origin_id: number | null;
  origin_name: string | null;
  origin_airport_code: string | null;
  rating: number | null;
  review_count: number;
  stars: number | null;
  amenities: string[];
  attributes: Record<string, unknown>;
  price_unit: string;
  price_usd: number;
  max_guests: number;
  policy_code: string;
  free_until_days: number | null;
  fee_percent: number;
  total_usd: number;
  units_left: number;
  total_count: number;
}

const ORDER: Record<SearchQuery["sort"], RawBuilder<unknown>> = {
  best: sql`(coalesce(o.rating, 3.5) * o.review_count + 4.0 * 50) / (o.review_count + 50) DESC,
    total_usd, o.offer_id`,
  price: sql`total_usd, o.offer_id`,
  price_desc: sql`total_usd DESC, o.offer_id`,
  rating: sql`o.rating DESC NULLS LAST, o.review_count DESC, total_usd, o.offer_id`,
};

/** The conditions on the offer (alias o), its destination (d) and policy (p). */
function conditions(q: SearchQuery): RawBuilder<unknown>[] {
  const unit = AREA_UNITS[q.area];
  const party = { guests: q.guests, rooms: q.rooms };
  const f = q.filters;
  const where: RawBuilder<unknown>[] = [
    sql`o.product_code = ${q.area}`,
    sql`o.max_guests * ${capacityUnits(unit, party)}::int >= ${q.guests}::int`,
  ];
  if (q.destinationId !== null) where.push(sql`o.destination_id = ${q.destinationId}::int`);
  if (q.destination !== null)
    where.push(sql`(strpos(d.name_search, ${q.destination}) > 0 OR EXISTS (
      SELECT 1 FROM destination_translations x
      WHERE x.destination_id = d.destination_id AND strpos(x.name_search, ${q.destination}) > 0))`);
  if (q.originId !== null && (q.area === "FLT" || q.area === "PKG"))
    where.push(sql`o.origin_id = ${q.originId}::int`);
  if (f.minRating !== null) where.push(sql`o.rating >= ${f.minRating}`);
  if (f.stars.length > 0) where.push(sql`o.stars = ANY(${f.stars}::smallint[])`);
  if (f.amenities.length > 0) where.push(sql`o.amenities @> ${f.amenities}::text[]`);
  if (f.freeCancellation)
    where.push(sql`p.free_until_days IS NOT NULL
      AND ${q.checkIn}::date - p.free_until_days >= ${q.today}::date`);
  if (f.cabin !== null)
    where.push(sql`coalesce(o.attributes->>'cabin', o.attributes#>>'{flight,cabin}') = ${f.cabin}`);
  if (f.carClass !== null) where.push(sql`o.attributes->>'car_class' = ${f.carClass}`);
  if (f.maxStops !== null) where.push(sql`(o.attributes->>'stops')::int <= ${f.maxStops}::int`);
  return where;
}

/** The page of offers of `q.area` available for `q`, with the number of matches. */
export async function searchInventory(
  db: Queryable,
  q: SearchQuery,
  language: string,
): Promise<{ rows: SearchRow[]; total: number }> {
  const { total, available } = calendarAggregates(AREA_UNITS[q.area], q);
  const totalFilters: RawBuilder<unknown>[] = [];
  if (q.filters.priceMin !== null) totalFilters.push(sql`total_usd >= ${q.filters.priceMin}`);
  if (q.filters.priceMax !== null) totalFilters.push(sql`total_usd <= ${q.filters.priceMax}`);
  const outer = totalFilters.length === 0 ? sql`true` : sql.join(totalFilters, sql` AND `);
  // Each offer of the area that passes the offer's own conditions is priced by one index range
  // over its calendar days (LATERAL, offer_calendar's key is (offer_id, day)): the plan is the
  // same whatever the planner's statistics (PGlite never gathers any), and no calendar row of
  // another area or another offer's days is read.
  const query = sql<SearchRow>`WITH matched AS (
      SELECT o.offer_id, o.product_code, coalesce(t.name, o.name) AS name,
        coalesce(t.description, o.description) AS description,
        d.destination_id, coalesce(dt.name, d.name) AS destination_name, d.country_code,
        d.airport_code, d.latitude::float8 AS latitude, d.longitude::float8 AS longitude,
        o.origin_id, coalesce(ot.name, od.name) AS origin_name, od.airport_code AS origin_airport_code,
        o.rating::float8 AS rating, o.review_count, o.stars, o.amenities,
        o.attributes || coalesce(t.attributes, '{}') AS attributes,
        o.price_unit, o.price_usd::float8 AS price_usd, o.max_guests, p.policy_code,
        p.free_until_days, p.fee_percent,
        a.total_usd, a.units_left
      FROM offers o
      JOIN destinations d ON d.destination_id = o.destination_id
      JOIN cancellation_policies p ON p.policy_code = o.policy_code
      CROSS JOIN LATERAL (
        SELECT ${total} AS total_usd, min(c.units_left) AS units_left, ${available} AS available
        FROM offer_calendar c
        WHERE c.offer_id = o.offer_id AND c.day >= ${q.checkIn}::date AND c.day < ${q.endDay}::date
      ) a
      LEFT JOIN offer_translations t ON t.offer_id = o.offer_id AND t.language = ${language}
      LEFT JOIN destination_translations dt
        ON dt.destination_id = d.destination_id AND dt.language = ${language}
      LEFT JOIN destinations od ON od.destination_id = o.origin_id
      LEFT JOIN destination_translations ot
        ON ot.destination_id = od.destination_id AND ot.language = ${language}
      WHERE ${sql.join(conditions(q), sql` AND `)} AND a.available
    )
    SELECT o.*, count(*) OVER ()::int AS total_count FROM matched o
    WHERE ${outer}
    ORDER BY ${ORDER[q.sort]}
    LIMIT ${q.size}::int OFFSET ${(q.page - 1) * q.size}::int`;
  const { rows } = await query.execute(kyselyOf(db));
  if (rows.length > 0 || q.page === 1) return { rows, total: rows[0]?.total_count ?? 0 };
  // past the last page: the count alone
  const counted = await searchInventory(db, { ...q, page: 1, size: 1 }, language);
  return { rows: [], total: counted.total };
}

export type DestinationRow = ContractSchema<"DestinationSuggestion">;

/**
 * Destinations a word of whose name, in English or any translation, starts with `prefix`
 * (folded), named in `language` where translated: whole-name prefixes first, then those with the
 * most offers (of `area` when given; destinations without any are left out), then by name.
 */
export async function suggestDestinations(
  db: Queryable,
  prefix: string,
  area: string | null,
  limit: number,
  language: string,
): Promise<DestinationRow[]> {
  const { rows } = await sql<DestinationRow>`SELECT destination_id, name, country_code,
      airport_code, latitude, longitude, offer_count
    FROM (SELECT d.destination_id, coalesce(dt.name, d.name) AS name, d.country_code,
        d.airport_code, d.latitude::float8 AS latitude, d.longitude::float8 AS longitude,
        (SELECT count(*)::int FROM offers o WHERE o.destination_id = d.destination_id
          AND (${area}::text IS NULL OR o.product_code = ${area}::text)) AS offer_count,
        (starts_with(d.name_search, ${prefix}) OR EXISTS (SELECT 1 FROM destination_translations x
          WHERE x.destination_id = d.destination_id AND starts_with(x.name_search, ${prefix})))
          AS starts
      FROM destinations d
      LEFT JOIN destination_translations dt
        ON dt.destination_id = d.destination_id AND dt.language = ${language}
      WHERE strpos(' ' || d.name_search, ' ' || ${prefix}) > 0
        OR EXISTS (SELECT 1 FROM destination_translations x
          WHERE x.destination_id = d.destination_id
          AND strpos(' ' || x.name_search, ' ' || ${prefix}) > 0)) s
    WHERE ${area}::text IS NULL OR offer_count > 0
    ORDER BY starts DESC, offer_count DESC, name
    LIMIT ${limit}::int`.execute(kyselyOf(db));
  return rows;
}

export interface ImageFacts {
  offer_id: number;
  product_code: string;
  /** The English name and place: the drawing (colours, sun) is worked out from them. */
  name: string;
  destination: string;
  /** The name and place written on the picture, in the language asked for where translated. */
  shown_name: string;
  shown_destination: string;
  latitude: number | null;
  longitude: number | null;
}

/**
 * What an offer's picture shows: its area, and its name and place in `language` (a two-letter
 * content language, English where not translated); null for no such offer.
 */
export async function imageFacts(
  db: Queryable,
  offerId: number,
  language: string,
): Promise<ImageFacts | null> {
  const row = await kyselyOf(db)
    .selectFrom("offers as o")
    .leftJoin("destinations as d", "d.destination_id", "o.destination_id")
    .leftJoin("offer_translations as t", (join) =>
      join.onRef("t.offer_id", "=", "o.offer_id").on("t.language", "=", language),
    )
    .select([
      "o.offer_id",
      "o.product_code",
      "o.name",
      "o.destination",
      sql<string>`coalesce(t.name, o.name)`.as("shown_name"),
      sql<string>`coalesce(t.destination, o.destination)`.as("shown_destination"),
      sql<number | null>`d.latitude::float8`.as("latitude"),
      sql<number | null>`d.longitude::float8`.as("longitude"),
    ])
    .where("o.offer_id", "=", offerId)
    .executeTakeFirst();
  return row ?? null;
}
