/**
 * Currency-users rule: the countries using a currency are those world-countries lists it for,
 * plus those the ISO 4217 list issues it to, matched by name (ISO writes "Korea (The Republic
 * Of)" and "Bolivia (Plurinational State Of)", so names are compared without accents,
 * punctuation and parenthesised parts, against each country's common name, official name and
 * alternative spellings). The ISO entry "European Union" maps to EU, the code ISO 3166 reserves
 * for it. Entries that match no country (ISO's "ZZ08_Gold", "International Monetary Fund") add none.
 */
import type { SourceCountry } from "./source-country";

export interface IsoCurrency {
  code: string;
  currency: string;
  /** Country (or entity) names as the ISO 4217 list writes them. */
  countries: string[];
}

const EUROPEAN_UNION = { name: "European Union", code: "EU" };

export function normaliseCountryName(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\(.*?\)|\[.*?\]/g, " ")
    .replace(/[^a-z]+/g, " ")
    .trim();
}

/** Maps every normalised name of every country (and the EU) to its alpha-2 code. */
function nameIndex(source: readonly SourceCountry[]): Map<string, string> {
  const index = new Map<string, string>([
    [normaliseCountryName(EUROPEAN_UNION.name), EUROPEAN_UNION.code],
  ]);
  for (const c of source) {
    for (const name of [c.name.common, c.name.official, ...c.altSpellings]) {
      const key = normaliseCountryName(name);
      if (key !== "" && !index.has(key)) index.set(key, c.cca2);
    }
  }
  return index;
}

/** Currency code → alpha-2 codes of the countries using it, sorted. */
export function currencyUsers(
  iso: readonly IsoCurrency[],
  source: readonly SourceCountry[],
): Map<string, string[]> {
  const index = nameIndex(source);
  const users = new Map<string, Set<string>>();
  const add = (code: string, cca2: string) => {
    const set = users.get(code) ?? new Set<string>();
    set.add(cca2);
    users.set(code, set);
  };
  for (const c of source) for (const code of Object.keys(c.currencies ?? {})) add(code, c.cca2);
  for (const currency of iso) {
    for (const name of currency.countries) {
      const cca2 = index.get(normaliseCountryName(name));
      if (cca2 !== undefined) add(currency.code, cca2);
    }
  }
  return new Map([...users].map(([code, set]) => [code, [...set].sort()]));
}
