/** What the currency search needs of a currency. */
export interface SearchableCurrency {
  code: string;
  name: string;
}

/**
 * The currencies matching a search text, in their original order: the code starts with it or
 * the name contains it, ignoring case and accents. A blank search keeps every currency.
 */
export function filterCurrencies<T extends SearchableCurrency>(
  currencies: readonly T[],
  search: string,
): T[] {
  const needle = fold(search.trim());
  if (needle === "") return [...currencies];
  return currencies.filter((c) => fold(c.code).startsWith(needle) || fold(c.name).includes(needle));
}

function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}
