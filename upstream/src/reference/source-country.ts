/** The fields of a `world-countries` entry that the reference data is built from. */
export interface SourceCountry {
  /** ISO 3166-1 alpha-2 code. */
  cca2: string;
  name: { common: string; official: string };
  altSpellings: string[];
  /** Flag emoji. */
  flag: string;
  /** International direct dialling: root ("+4") and suffixes (["4"]). */
  idd: { root?: string; suffixes?: string[] };
  independent: boolean | null;
  /** ISO 4217 codes of the currencies in use, main one first. */
  currencies?: Record<string, unknown>;
  demonyms?: Record<string, { m: string; f: string } | undefined>;
}
