/** Upstream REST shapes behind the reference GraphQL types (codegen mappers). */

/** One entry of POST /api/getCountryCat. */
export interface CountryMapper {
  countryId: number;
  countryName: string;
  countryCode: string;
  /** Flag emoji. */
  countryFlag: string | null;
  /** Dialling code, for example "+1" or "+1-868". */
  isdCode: string | null;
  distanceUnit: "Miles" | "Km" | null;
  tempUnit: "C" | "F" | null;
  /** "true" only for the United States. */
  default_country: "true" | "false";
}

/** One entry of POST /api/getNationalityCat. */
export interface NationalityMapper {
  nationalityId: number;
  /** Demonym, for example "American". */
  nationalityName: string;
  /** ISO 3166 alpha-2 code. */
  nationalityCode: string;
}
