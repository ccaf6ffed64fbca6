/** Decoders of the reference endpoints' bodies (`{ status: 1, data: { data: { data: [...] } } }`). */
import { envelope, listOf, num, oneOf, oneOfOrNull, str, strOrNull } from "../upstream/decode";
import type { CountryMapper, NationalityMapper } from "./reference.mappers";

const LIST_PATH = ["data", "data", "data"] as const;

export function decodeCountryCat(json: unknown): CountryMapper[] {
  return listOf(envelope(json, LIST_PATH), "countries", (c) => ({
    countryId: num(c, "countryId"),
    countryName: str(c, "countryName"),
    countryCode: str(c, "countryCode"),
    countryFlag: strOrNull(c, "countryFlag"),
    isdCode: strOrNull(c, "isdCode"),
    distanceUnit: oneOfOrNull(c, "distanceUnit", ["Miles", "Km"]),
    tempUnit: oneOfOrNull(c, "tempUnit", ["C", "F"]),
    default_country: oneOf(c, "default_country", ["true", "false"]),
  }));
}

export function decodeNationalityCat(json: unknown): NationalityMapper[] {
  return listOf(envelope(json, LIST_PATH), "nationalities", (n) => ({
    nationalityId: num(n, "nationalityId"),
    nationalityName: str(n, "nationalityName"),
    nationalityCode: str(n, "nationalityCode"),
  }));
}
