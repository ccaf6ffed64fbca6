/** Typed client of the upstream preferences endpoints (stored currency/language, geolocation). */
import { contractDecoder, dataDecoder } from "../upstream/contract";
import type { UpstreamCallMeta, UpstreamHttp } from "../upstream/http";
import type { Geolocation, PreferenceUpdate } from "./preferences.mappers";

export const PREFERENCES_PATHS = {
  update: "/api/profile/updatePrefCurrLang",
  geolocation: "/api/general/getGeolocationByIp",
} as const;

/** The stored values, or a refusal (a 400 with its code, a 401 "Session expired"): never throws. */
const decodePreferenceUpdate = contractDecoder(
  "post",
  PREFERENCES_PATHS.update,
  (body): PreferenceUpdate => {
    if (body.status === 1) {
      return { ok: true, currencyCode: body.data.currency_code, language: body.data.language };
    }
    const code = "code" in body ? body.code : null;
    return {
      ok: false,
      code: code ?? (body.message === "Session expired" ? "SESSION_EXPIRED" : null),
      message: body.message,
    };
  },
  [200, 400, 401],
);

const decodeGeolocation = dataDecoder("post", PREFERENCES_PATHS.geolocation);

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
