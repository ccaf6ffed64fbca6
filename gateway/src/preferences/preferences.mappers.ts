/** Upstream shapes of the preferences endpoints, from the contract. */
import type { components, paths } from "@travel/schema/rest";

/** POST /api/general/getGeolocationByIp → data: nulls when the address cannot be located. */
export type Geolocation = components["schemas"]["GeolocationResponse"]["data"];

type UpdateRefusal =
  paths["/api/profile/updatePrefCurrLang"]["post"]["responses"][400]["content"]["application/json"];

/** The refusal codes of POST /api/profile/updatePrefCurrLang (and a 401's "Session expired"). */
export type PreferenceRefusalCode =
  Extract<UpdateRefusal, { code: unknown }>["code"] | "SESSION_EXPIRED";

/** POST /api/profile/updatePrefCurrLang: the stored values, or a refusal. */
export type PreferenceUpdate =
  | { ok: true; currencyCode: string; language: string }
  | { ok: false; code: PreferenceRefusalCode | null; message: string };
