/** Stores the USD rate snapshot and reads the latest day's rates. */
import type { Db, Queryable } from "../db/db";
import type { UsdSnapshot } from "./usd-snapshot";

export interface LatestRates {
  /** The day of the latest stored rates (YYYY-MM-DD), or null when none are stored. */
  date: string | null;
  /** Currency code → units per 1 US dollar on that day. */
  unitsPerUsd: Map<string, number>;
}

/** Adds the snapshot's rates of known currencies for its date (kept if that day is already stored). */
export async function storeUsdSnapshot(db: Db, snapshot: UsdSnapshot): Promise<void> {
  await db.query(
    `INSERT INTO exchange_rates (rate_date, currency_code, units_per_usd)
     SELECT $1::date, c.code, r.value::double precision
     FROM jsonb_each_text($2::jsonb) AS r
     JOIN currencies c ON c.code = r.key
     ON CONFLICT (rate_date, currency_code) DO NOTHING`,
    [snapshot.date, JSON.stringify(Object.fromEntries(snapshot.unitsPerUsd))],
  );
}

/** The rates of the latest stored day, limited to `codes` when given. */
export async function latestRates(db: Queryable, codes?: readonly string[]): Promise<LatestRates> {
  const rows = await db.query<{ code: string; units_per_usd: number; rate_date: string }>(
    `SELECT currency_code AS code, units_per_usd, to_char(rate_date, 'YYYY-MM-DD') AS rate_date
     FROM exchange_rates
     WHERE rate_date = (SELECT max(rate_date) FROM exchange_rates)
       AND ($1::text[] IS NULL OR currency_code = ANY ($1::text[]))
     ORDER BY currency_code`,
    [codes === undefined ? null : [...codes]],
  );
  const date = rows[0]?.rate_date ?? (await latestRateDate(db));
  return { date, unitsPerUsd: new Map(rows.map((r) => [r.code, r.units_per_usd])) };
}

async function latestRateDate(db: Queryable): Promise<string | null> {
  const [row] = await db.query<{ rate_date: string | null }>(
    "SELECT to_char(max(rate_date), 'YYYY-MM-DD') AS rate_date FROM exchange_rates",
  );
  return row?.rate_date ?? null;
}
