import type { Preload } from "../../lib/preload";
import { SiteConfigQuery } from "./site-config-query";

/** The site's configuration (organisation name, booking rules) the frame shows. */
export const preloadSiteConfig: Preload = ({ client }) => client.query({ query: SiteConfigQuery });
