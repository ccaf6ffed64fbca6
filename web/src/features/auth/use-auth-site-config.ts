import { useQuery } from "@apollo/client/react";
import { AuthSiteConfigQuery } from "./auth-site-config-query";

/** The site flags of the account dialogs; everything off until the configuration has loaded. */
export function useAuthSiteConfig() {
  const { data } = useQuery(AuthSiteConfigQuery);
  const config = data?.siteConfig;
  return {
    googleLoginEnabled: config?.googleLoginEnabled ?? false,
    facebookLoginEnabled: config?.facebookLoginEnabled ?? false,
    accessCodeEnabled: config?.accessCodeEnabled ?? false,
    /** Where each shown social button starts its provider's flow. */
    socialLogins: config?.socialLogins ?? [],
  };
}
