/** Per-request loader of the site configuration, with its fallback applied once. */
import type { Logger } from "@travel/service-kit/logger";
import { createEndpointLoader, type EndpointLoader } from "../upstream/endpoint-loader";
import { withFallback } from "../upstream/fallback";
import type { UpstreamCallMeta } from "../upstream/http";
import type { SiteClient } from "./site.client";
import { fallbackSiteConfig } from "./site.fallbacks";
import type { SiteConfigMapper } from "./site.mappers";

export interface SiteLoaders {
  siteConfig: EndpointLoader<SiteConfigMapper>;
}

export function createSiteLoaders(
  client: SiteClient,
  meta: UpstreamCallMeta,
  logger: Logger,
): SiteLoaders {
  return {
    siteConfig: createEndpointLoader(() =>
      withFallback(() => client.getSiteConfig(meta), fallbackSiteConfig, logger),
    ),
  };
}
