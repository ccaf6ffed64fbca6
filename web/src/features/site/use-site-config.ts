import { useQuery } from "@apollo/client/react";
import { SiteConfigQuery } from "./site-config-query";

/** The organisation's name, or null until the site configuration has loaded. */
export function useOrgName(): string | null {
  const { data } = useQuery(SiteConfigQuery);
  return data?.siteConfig.orgName ?? null;
}
