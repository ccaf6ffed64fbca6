export { useDocumentTitle } from "./use-document-title";
export { useOrgName } from "./use-site-config";
export { preloadSiteConfig } from "./preload";
