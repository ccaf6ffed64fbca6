export { SiteStyles, SITE_STYLES_ATTRIBUTE } from "./site-styles";
export { pageCodeFor } from "./page-code";
export { preloadSiteStyles } from "./preload";
