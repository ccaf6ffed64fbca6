/** Spec §8 fallbacks of the reference data: no countries, and the United States nationality. */
import type { CountryMapper, NationalityMapper } from "./reference.mappers";

/** Default nationality (spec §9: default nationality id 1). */
export const DEFAULT_NATIONALITY: NationalityMapper = {
  nationalityId: 1,
  nationalityName: "American",
  nationalityCode: "US",
};

export const fallbackCountries = (): CountryMapper[] => [];
export const fallbackNationalities = (): NationalityMapper[] => [{ ...DEFAULT_NATIONALITY }];
