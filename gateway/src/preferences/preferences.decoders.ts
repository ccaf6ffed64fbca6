/** Decoders of the preferences endpoints (refusals decode to `ok: false`, never throw). */
import { DecodeError, envelope, num, object, str, strOrNull } from "../upstream/decode";
import type { Geolocation, PreferenceRefusalCode, PreferenceUpdate } from "./preferences.mappers";

const REFUSALS: readonly PreferenceRefusalCode[] = [
  "UNKNOWN_CURRENCY",
  "UNKNOWN_LANGUAGE",
  "NOTHING_TO_CHANGE",
];

function numOrNull(obj: Record<string, unknown>, key: string): number | null {
  return obj[key] === null || obj[key] === undefined ? null : num(obj, key);
}

export function decodeGeolocation(json: unknown): Geolocation {
  const data = object(envelope(json, ["data"]), "body.data");
  return {
    ip: str(data, "ip"),
    countryCode: strOrNull(data, "countryCode"),
    countryId: numOrNull(data, "countryId"),
    currencyCode: strOrNull(data, "currencyCode"),
  };
}

export function decodePreferenceUpdate(json: unknown): PreferenceUpdate {
  const root = object(json, "body");
  if (root.status === 1) {
    const data = object(root.data, "body.data");
    return { ok: true, currencyCode: str(data, "currency_code"), language: str(data, "language") };
  }
  if (root.status !== 0) throw new DecodeError(`status is ${JSON.stringify(root.status)}`);
  const message = str(root, "message");
  const code = REFUSALS.find((c) => c === root.code) ?? null;
  return {
    ok: false,
    code: code ?? (message === "Session expired" ? "SESSION_EXPIRED" : null),
    message,
  };
}
