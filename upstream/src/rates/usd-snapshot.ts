/** Reads the daily USD exchange-rate snapshot that @fawazahmed0/currency-api publishes to npm. */
import { readFileSync } from "node:fs";

export interface UsdSnapshot {
  /** The day the rates are from (YYYY-MM-DD). */
  date: string;
  /** Upper-case currency code → units of it per 1 US dollar. */
  unitsPerUsd: Map<string, number>;
}

const SNAPSHOT_MODULE = "@fawazahmed0/currency-api/v1/currencies/usd.min.json";

/** Validates the snapshot's JSON (`{ date, usd: { eur: 0.88, … } }`) and upper-cases the codes. */
export function parseUsdSnapshot(json: unknown): UsdSnapshot {
  if (typeof json !== "object" || json === null)
    throw new Error("USD rate snapshot is not a JSON object");
  const { date, usd } = json as { date?: unknown; usd?: unknown };
  if (typeof date !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(date)) {
    throw new Error(`USD rate snapshot has no valid date (got ${JSON.stringify(date)})`);
  }
  if (typeof usd !== "object" || usd === null)
    throw new Error("USD rate snapshot has no usd rate map");
  const unitsPerUsd = new Map<string, number>();
  for (const [code, rate] of Object.entries(usd)) {
    if (typeof rate === "number" && Number.isFinite(rate) && rate > 0)
      unitsPerUsd.set(code.toUpperCase(), rate);
  }
  if (unitsPerUsd.get("USD") !== 1) throw new Error("USD rate snapshot does not rate USD at 1");
  return { date, unitsPerUsd };
}

export function readUsdSnapshot(): UsdSnapshot {
  return parseUsdSnapshot(JSON.parse(readFileSync(require.resolve(SNAPSHOT_MODULE), "utf8")));
}
