/** Per-request loaders of the reference data, with the spec §8 fallbacks applied once. */
import type { Logger } from "@travel/service-kit/logger";
import { createEndpointLoader, type EndpointLoader } from "../upstream/endpoint-loader";
import { withFallback } from "../upstream/fallback";
import type { UpstreamCallMeta } from "../upstream/http";
import type { ReferenceClient } from "./reference.client";
import { fallbackCountries, fallbackNationalities } from "./reference.fallbacks";
import type { CountryMapper, NationalityMapper } from "./reference.mappers";

export interface ReferenceLoaders {
  countries: EndpointLoader<CountryMapper[]>;
  nationalities: EndpointLoader<NationalityMapper[]>;
}

export function createReferenceLoaders(
  client: ReferenceClient,
  meta: UpstreamCallMeta,
  logger: Logger,
): ReferenceLoaders {
  return {
    countries: createEndpointLoader(() =>
      withFallback(() => client.getCountryCat(meta), fallbackCountries, logger),
    ),
    nationalities: createEndpointLoader(() =>
      withFallback(() => client.getNationalityCat(meta), fallbackNationalities, logger),
    ),
  };
}
