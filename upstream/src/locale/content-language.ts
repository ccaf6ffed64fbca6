/**
 * The language the product content (offers, card names, country names) is answered in: the
 * primary subtag of the request's first Accept-Language entry ("es-ES" → "es"), else English.
 * Content without a translation into it is answered in English.
 */
export const CONTENT_LANGUAGE_DEFAULT = "en";

/** The Vary value of an answer whose content depends on the request's language. */
export const VARY_LANGUAGE = "Accept-Language";

export function contentLanguage(acceptLanguage: string | undefined): string {
  const first = (acceptLanguage ?? "").split(",")[0]?.split(";")[0]?.trim() ?? "";
  const primary = /^([A-Za-z]{2,3})(?:-|$)/.exec(first);
  return primary?.[1] ? primary[1].toLowerCase() : CONTENT_LANGUAGE_DEFAULT;
}
