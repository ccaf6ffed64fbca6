/**
 * First-visit rule (spec §3, §9): a visitor with no `currency_code` or `country` cookie gets the
 * defaults the gateway found for its address; a cookie already set (a choice, or a signed-in
 * traveller's stored currency) is never replaced.
 */
import { COUNTRY_COOKIE, CURRENCY_COOKIE } from "../../lib/locale/locale-cookies";

export interface FirstVisitDefaults {
  countryId: string;
  currencyCode: string;
}

/** Whether the visitor still lacks one of the cookies a first visit sets. */
export function needsFirstVisitDefaults(read: (name: string) => string | null): boolean {
  return !read(CURRENCY_COOKIE) || !read(COUNTRY_COOKIE);
}

/** The cookies to write: only the missing ones, as [name, value] pairs. */
export function firstVisitCookies(
  read: (name: string) => string | null,
  defaults: FirstVisitDefaults,
): [string, string][] {
  const wanted: [string, string][] = [
    [CURRENCY_COOKIE, defaults.currencyCode],
    [COUNTRY_COOKIE, defaults.countryId],
  ];
  return wanted.filter(([name, value]) => !read(name) && value !== "");
}
