/** Test factory: a world-countries-shaped entry with overridable fields. */
import { flagEmoji } from "./flag-emoji";
import type { SourceCountry } from "./source-country";

export function buildSourceCountry(
  cca2: string,
  overrides: Partial<SourceCountry> = {},
): SourceCountry {
  return {
    cca2,
    name: { common: `Country ${cca2}`, official: `Republic of ${cca2}` },
    altSpellings: [cca2],
    flag: flagEmoji(cca2),
    idd: { root: "+9", suffixes: ["9"] },
    independent: true,
    currencies: {},
    demonyms: { eng: { m: `${cca2}ian`, f: `${cca2}ian` } },
    ...overrides,
  };
}
