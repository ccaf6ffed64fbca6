/** Stores the USD rate snapshot and reads the latest day's rates. */
import { sql } from "kysely";
import { kyselyOf, type Db, type Queryable } from "../db/db";
import type { UsdSnapshot } from "./usd-snapshot";

export interface LatestRates {
  /** The day of the latest stored rates (YYYY-MM-DD), or null when none are stored. */
  date: string | null;
  /** Currency code → units per 1 US dollar on that day. */
  unitsPerUsd: Map<string, number>;
}

/** Adds the snapshot's rates of known currencies for its date (kept if that day is already stored). */
export async function storeUsdSnapshot(db: Db, snapshot: UsdSnapshot): Promise<void> {
  const rates = JSON.stringify(Object.fromEntries(snapshot.unitsPerUsd));
  await kyselyOf(db)
    .insertInto("exchange_rates")
    .columns(["rate_date", "currency_code", "units_per_usd"])
    .expression(
      kyselyOf(db)
        .selectFrom(sql<{ key: string; value: string }>`jsonb_each_text(${rates}::jsonb)`.as("r"))
        .innerJoin("currencies as c", "c.code", "r.key")
        .select([
          sql<Date>`${snapshot.date}::date`.as("rate_date"),
          "c.code",
          sql<number>`r.value::double precision`.as("units_per_usd"),
        ]),
    )
    .onConflict((oc) => oc.columns(["rate_date", "currency_code"]).doNothing())
    .execute();
}

/** The rates of the latest stored day, limited to `codes` when given. */
export async function latestRates(db: Queryable, codes?: readonly string[]): Promise<LatestRates> {
  let query = kyselyOf(db)
    .selectFrom("exchange_rates")
    .select([
      "currency_code as code",
      "units_per_usd",
      sql<string>`to_char(rate_date, 'YYYY-MM-DD')`.as("rate_date"),
    ])
    .where("rate_date", "=", (eb) =>
      eb.selectFrom("exchange_rates").select((e) => e.fn.max("rate_date").as("max")),
    );
  if (codes !== undefined)
    query = query.where("currency_code", "=", sql<string>`ANY (${[...codes]}::text[])`);
  const rows = await query.orderBy("currency_code").execute();
  const date = rows[0]?.rate_date ?? (await latestRateDate(db));
  return { date, unitsPerUsd: new Map(rows.map((r) => [r.code, r.units_per_usd])) };
}

async function latestRateDate(db: Queryable): Promise<string | null> {
  const row = await kyselyOf(db)
    .selectFrom("exchange_rates")
    .select(sql<string | null>`to_char(max(rate_date), 'YYYY-MM-DD')`.as("rate_date"))
    .executeTakeFirst();
  return row?.rate_date ?? null;
}
