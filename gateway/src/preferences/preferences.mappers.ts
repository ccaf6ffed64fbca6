/** Upstream shapes of the preferences endpoints. */

/** POST /api/general/getGeolocationByIp → data: nulls when the address cannot be located. */
export interface Geolocation {
  ip: string;
  countryCode: string | null;
  countryId: number | null;
  currencyCode: string | null;
}

/** The refusal codes of POST /api/profile/updatePrefCurrLang. */
export type PreferenceRefusalCode =
  "UNKNOWN_CURRENCY" | "UNKNOWN_LANGUAGE" | "NOTHING_TO_CHANGE" | "SESSION_EXPIRED";

/** POST /api/profile/updatePrefCurrLang: the stored values, or a refusal. */
export type PreferenceUpdate =
  | { ok: true; currencyCode: string; language: string }
  | { ok: false; code: PreferenceRefusalCode | null; message: string };
