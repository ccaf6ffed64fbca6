/**
 * Nationality-list rule: one row per distinct English demonym (world-countries `demonyms.eng.m`);
 * a demonym shared by several countries takes the code of an independent one, else the first by
 * code ("American": US, not the Northern Mariana Islands). Ids follow the demonym alphabetically,
 * with American pinned to 1 (spec §9: default nationality id 1).
 */
import { compareNames } from "./name-order";
import type { SourceCountry } from "./source-country";
import { assignStableIds } from "./stable-ids";

export interface NationalityRow {
  nationalityId: number;
  nationalityName: string;
  /** ISO 3166-1 alpha-2 code of the country. */
  nationalityCode: string;
}

export const DEFAULT_NATIONALITY_NAME = "American";
export const DEFAULT_NATIONALITY_ID = 1;

export function buildNationalityRows(source: readonly SourceCountry[]): NationalityRow[] {
  const byCode = [...source].sort((a, b) => a.cca2.localeCompare(b.cca2));
  const codeByName = new Map<string, string>();
  for (const preferIndependent of [true, false]) {
    for (const country of byCode) {
      const name = country.demonyms?.eng?.m.trim();
      if (!name || codeByName.has(name) || (preferIndependent && country.independent !== true))
        continue;
      codeByName.set(name, country.cca2);
    }
  }
  const names = [...codeByName.keys()].sort(compareNames);
  const ids = assignStableIds(names, { [DEFAULT_NATIONALITY_NAME]: DEFAULT_NATIONALITY_ID });
  return names
    .map((name) => ({
      nationalityId: ids.get(name) ?? 0,
      nationalityName: name,
      nationalityCode: codeByName.get(name) ?? "",
    }))
    .sort((a, b) => a.nationalityId - b.nationalityId);
}
