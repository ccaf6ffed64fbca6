/** Decoders of the profile and saved-traveller answers (untrusted JSON → typed entries). */
import {
  DecodeError,
  envelope,
  listOf,
  num,
  object,
  str,
  strOrNull,
  type JsonObject,
} from "../upstream/decode";
import type {
  LoyaltyEntry,
  ProfileEntry,
  ProfileWriteResult,
  TravelerEntry,
} from "./profile.mappers";

function numOrNull(obj: JsonObject, key: string): number | null {
  return obj[key] === undefined || obj[key] === null ? null : num(obj, key);
}

export function decodeProfileEntry(obj: JsonObject): ProfileEntry {
  return {
    title: strOrNull(obj, "title"),
    first_name: str(obj, "first_name"),
    last_name: str(obj, "last_name"),
    email: str(obj, "email"),
    nationality_id: num(obj, "nationality_id"),
    country_id: num(obj, "country_id"),
    phone_country_code: strOrNull(obj, "phone_country_code"),
    mobile_no: strOrNull(obj, "mobile_no"),
  };
}

const decodeLoyalty = (obj: JsonObject): LoyaltyEntry => ({
  program_name: str(obj, "program_name"),
  member_number: str(obj, "member_number"),
});

export function decodeTravelerEntry(obj: JsonObject): TravelerEntry {
  return {
    traveler_id: num(obj, "traveler_id"),
    title: str(obj, "title"),
    first_name: str(obj, "first_name"),
    last_name: str(obj, "last_name"),
    age_band: str(obj, "age_band"),
    nationality_id: num(obj, "nationality_id"),
    passport_number: strOrNull(obj, "passport_number"),
    passport_country_id: numOrNull(obj, "passport_country_id"),
    passport_expiry: strOrNull(obj, "passport_expiry"),
    loyalty_programs: listOf(obj.loyalty_programs, "loyalty_programs", decodeLoyalty),
  };
}

/** getProfile → data. */
export function decodeProfile(json: unknown): ProfileEntry {
  return decodeProfileEntry(object(envelope(json, ["data"]), "body.data"));
}

/** travelers → data.data[]. */
export function decodeTravelers(json: unknown): TravelerEntry[] {
  return listOf(envelope(json, ["data", "data"]), "body.data.data", decodeTravelerEntry);
}

/** A write's answer: `{ status: 1, data }` decoded by `entry`, or a 4xx `{ status: 0, message }`. */
function writeResult<T>(json: unknown, entry: (data: unknown) => T): ProfileWriteResult<T> {
  const root = object(json, "body");
  if (root.status === 0) {
    const message = strOrNull(root, "message");
    if (message === null) throw new DecodeError("a refusal without a message");
    return { ok: false, code: strOrNull(root, "code"), message };
  }
  return { ok: true, value: entry(json) };
}

export const decodeUpdateProfile = (json: unknown) => writeResult(json, decodeProfile);

export const decodeSaveTraveler = (json: unknown) =>
  writeResult(json, (body) => decodeTravelerEntry(object(envelope(body, ["data"]), "body.data")));

export const decodeDeleteTraveler = (json: unknown) =>
  writeResult(json, (body) => {
    envelope(body, []);
    return true as const;
  });
