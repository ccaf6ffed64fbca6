/** Typed client of the upstream reference-data endpoints (countries, nationalities). */
import { contractDecoder } from "../upstream/contract";
import { SHARED_READ, type UpstreamCallMeta, type UpstreamHttp } from "../upstream/http";
import type { CountryMapper, NationalityMapper } from "./reference.mappers";

export const REFERENCE_PATHS = {
  countryCat: "/api/getCountryCat",
  nationalityCat: "/api/getNationalityCat",
} as const;

const decodeCountryCat = contractDecoder(
  "post",
  REFERENCE_PATHS.countryCat,
  (body) => body.data.data.data,
);
const decodeNationalityCat = contractDecoder(
  "post",
  REFERENCE_PATHS.nationalityCat,
  (body) => body.data.data.data,
);

export interface ReferenceClient {
  /** Every country, ordered by name. */
  getCountryCat(meta: UpstreamCallMeta): Promise<CountryMapper[]>;
  /** Every nationality, ordered by name. */
  getNationalityCat(meta: UpstreamCallMeta): Promise<NationalityMapper[]>;
}

export function createReferenceClient(http: UpstreamHttp): ReferenceClient {
  return {
    getCountryCat: (meta) =>
      http.post(REFERENCE_PATHS.countryCat, {}, meta, decodeCountryCat, SHARED_READ),
    getNationalityCat: (meta) =>
      http.post(REFERENCE_PATHS.nationalityCat, {}, meta, decodeNationalityCat, SHARED_READ),
  };
}
