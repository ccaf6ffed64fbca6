/** Typed client of the upstream site-configuration endpoint. */
import { SHARED_READ, type UpstreamCallMeta, type UpstreamHttp } from "../upstream/http";
import { decodeSiteConfig } from "./site.decoders";
import type { SiteConfigMapper } from "./site.mappers";

export const SITE_PATHS = { siteConfig: "/api/general/getSiteConfig" } as const;

export interface SiteClient {
  getSiteConfig(meta: UpstreamCallMeta): Promise<SiteConfigMapper>;
}

export function createSiteClient(http: UpstreamHttp): SiteClient {
  return {
    getSiteConfig: (meta) =>
      http.post(SITE_PATHS.siteConfig, {}, meta, decodeSiteConfig, SHARED_READ),
  };
}
