/** Typed client of the upstream site-configuration endpoint. */
import { contractDecoder } from "../upstream/contract";
import { SHARED_READ, type UpstreamCallMeta, type UpstreamHttp } from "../upstream/http";
import type { SiteConfigMapper } from "./site.mappers";

export const SITE_PATHS = { siteConfig: "/api/general/getSiteConfig" } as const;

const decodeSiteConfig = contractDecoder("post", SITE_PATHS.siteConfig, (body) => body.data.data);

export interface SiteClient {
  getSiteConfig(meta: UpstreamCallMeta): Promise<SiteConfigMapper>;
}

export function createSiteClient(http: UpstreamHttp): SiteClient {
  return {
    getSiteConfig: (meta) =>
      http.post(SITE_PATHS.siteConfig, {}, meta, decodeSiteConfig, SHARED_READ),
  };
}
