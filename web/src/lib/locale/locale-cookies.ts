/** Cookies holding the visitor's choice (spec §3 stored state); the gateway reads them. */
export const LANGUAGE_COOKIE = "language";
export const CURRENCY_COOKIE = "currency_code";
/** The visitor's country id (set on a first visit from the geolocation of the address). */
export const COUNTRY_COOKIE = "country";
