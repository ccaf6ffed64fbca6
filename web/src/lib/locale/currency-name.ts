/**
 * A currency's name in the page's language. The upstream names currencies in English ("US
 * Dollar"), which English pages keep; other languages take the browser's own name for the code
 * ("dólar estadounidense"), or the English one where it has none.
 */
export function currencyNameIn(language: string, code: string, englishName: string): string {
  if (/^en\b/i.test(language)) return englishName;
  try {
    return (
      new Intl.DisplayNames([language], { type: "currency", fallback: "none" }).of(code) ??
      englishName
    );
  } catch {
    return englishName;
  }
}
