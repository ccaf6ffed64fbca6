/**
 * Dial-code rule. From world-countries' `idd` (root + suffixes):
 * - no root (uninhabited territories) → null;
 * - NANP, root "+1": a member with exactly one 3-digit area code gets "+1-868" style (the spec's
 *   Trinidad entry); the US, Canada and members with several area codes get "+1";
 * - root "+7" (Russia, Kazakhstan share world zone 7) → "+7";
 * - otherwise root + the shortest suffix ("+4" + "4" → "+44"). When that gives more than the
 *   three digits an ITU country code can have, the data carries an area code too ("+4779" for
 *   Svalbard, "+35818" for Åland): the code is cut to the longest prefix that is another
 *   country's dial code ("+47", "+358"), else to three digits;
 * - a few entries of the data are wrong and are corrected by `DIAL_CODE_CORRECTIONS`.
 */
import type { SourceCountry } from "./source-country";

const MAX_COUNTRY_CODE_DIGITS = 3;

/**
 * Entries world-countries gets wrong, with the code the ITU assigns. The US Minor Outlying
 * Islands are listed with root "+2" and suffix "68", which is Eswatini's +268; they are in the
 * North American Numbering Plan under the United States (+1).
 */
export const DIAL_CODE_CORRECTIONS: Readonly<Record<string, string>> = { UM: "+1" };

/** Applies the rule to one entry, before area codes are cut off (see `dialCodesByCountry`). */
export function rawDialCode(idd: SourceCountry["idd"]): string | null {
  const root = idd.root;
  if (root === undefined || root === "") return null;
  const suffixes = idd.suffixes ?? [];
  if (root === "+1") {
    const [only] = suffixes;
    return suffixes.length === 1 && only !== undefined && /^\d{3}$/.test(only)
      ? `+1-${only}`
      : "+1";
  }
  if (root === "+7") return "+7";
  const shortest = [...suffixes].sort((a, b) => a.length - b.length)[0] ?? "";
  return `${root}${shortest}`;
}

function isCountryCodeLength(code: string): boolean {
  return /^\+\d+$/.test(code) && code.length - 1 <= MAX_COUNTRY_CODE_DIGITS;
}

/** Cuts an over-long code to the longest known country code it starts with, else to 3 digits. */
export function trimAreaCode(code: string, knownCodes: ReadonlySet<string>): string {
  if (code.startsWith("+1-") || isCountryCodeLength(code)) return code;
  for (let length = MAX_COUNTRY_CODE_DIGITS + 1; length >= 2; length--) {
    const prefix = code.slice(0, length);
    if (knownCodes.has(prefix)) return prefix;
  }
  return code.slice(0, MAX_COUNTRY_CODE_DIGITS + 1);
}

/** The dial code of every country (alpha-2 → code or null), applying the whole rule. */
export function dialCodesByCountry(
  countries: readonly SourceCountry[],
): Map<string, string | null> {
  const raw = countries.map(
    (c) => [c.cca2, DIAL_CODE_CORRECTIONS[c.cca2] ?? rawDialCode(c.idd)] as const,
  );
  const known = new Set(
    raw.flatMap(([, code]) => (code !== null && isCountryCodeLength(code) ? [code] : [])),
  );
  return new Map(
    raw.map(([cca2, code]) => [cca2, code === null ? null : trimAreaCode(code, known)]),
  );
}
