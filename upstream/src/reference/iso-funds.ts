/** Reads the ISO 4217 fund codes (IsFund="true", e.g. BOV, CLF, USN) from currency-codes' copy of ISO list one. */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";

const FUND_ENTRY = /<CcyNm\b[^>]*\bIsFund="true"[^>]*>[^<]*<\/CcyNm>\s*<Ccy>([A-Z]{3})<\/Ccy>/g;

/** Extracts the fund codes from the text of ISO 4217 list one. */
export function parseIsoFundCodes(xml: string): Set<string> {
  return new Set([...xml.matchAll(FUND_ENTRY)].map((m) => m[1] ?? ""));
}

export function readIsoFundCodes(): Set<string> {
  const packageDir = dirname(require.resolve("currency-codes/package.json"));
  const funds = parseIsoFundCodes(readFileSync(join(packageDir, "iso-4217-list-one.xml"), "utf8"));
  if (funds.size === 0)
    throw new Error("currency-codes' ISO 4217 list names no fund codes; has its format changed?");
  return funds;
}
