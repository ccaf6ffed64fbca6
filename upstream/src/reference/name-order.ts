/**
 * Name-order rule: lists are ordered by English collation ("Åland Islands" after "Afghanistan",
 * not after "Zimbabwe"), ties by id. Sorting here, not in SQL, keeps the order identical on
 * PGlite (C collation) and on a PostgreSQL server whatever its locale.
 */
const english = new Intl.Collator("en", { sensitivity: "variant" });

/** Compares two names in English collation. */
export const compareNames = (a: string, b: string): number => english.compare(a, b);

export function sortByName<T>(
  rows: readonly T[],
  name: (row: T) => string,
  id: (row: T) => number,
): T[] {
  return [...rows].sort((a, b) => english.compare(name(a), name(b)) || id(a) - id(b));
}
