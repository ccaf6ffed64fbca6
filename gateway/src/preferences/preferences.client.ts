/** Typed client of the upstream preferences endpoints (stored currency/language, geolocation). */
import type { UpstreamCallMeta, UpstreamHttp } from "../upstream/http";
import { decodeGeolocation, decodePreferenceUpdate } from "./preferences.decoders";
import type { Geolocation, PreferenceUpdate } from "./preferences.mappers";

export const PREFERENCES_PATHS = {
  update: "/api/profile/updatePrefCurrLang",
  geolocation: "/api/general/getGeolocationByIp",
} as const;

export interface PreferencesClient {
  /** Stores the session's currency and/or language (null keeps the stored one). */
  updatePreferences(
    meta: UpstreamCallMeta,
    token: string,
    change: { currency_code: string | null; language: string | null },
  ): Promise<PreferenceUpdate>;
  /** The country and currency of an address. */
  geolocate(meta: UpstreamCallMeta, ip: string): Promise<Geolocation>;
}

export function createPreferencesClient(
  http: UpstreamHttp,
  options: { geolocationTimeoutMs?: number } = {},
): PreferencesClient {
  return {
    updatePreferences: (meta, token, change) =>
      http.post(PREFERENCES_PATHS.update, change, meta, decodePreferenceUpdate, {
        bearer: token,
        decodeClientErrors: true,
      }),
    geolocate: (meta, ip) =>
      http.post(PREFERENCES_PATHS.geolocation, { ip }, meta, decodeGeolocation, {
        ...(options.geolocationTimeoutMs === undefined
          ? {}
          : { timeoutMs: options.geolocationTimeoutMs }),
      }),
  };
}
