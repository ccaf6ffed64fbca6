/** Upstream REST shapes behind the reference GraphQL types (codegen mappers), from the contract. */
import type { components } from "@travel/schema/rest";

/** One entry of POST /api/getCountryCat. */
export type CountryMapper = components["schemas"]["CountryCat"];

/** One entry of POST /api/getNationalityCat. */
export type NationalityMapper = components["schemas"]["Nationality"];
