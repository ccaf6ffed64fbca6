export { useDocumentTitle } from "./use-document-title";
export { useOrgName } from "./use-site-config";
export { preloadSiteConfig } from "./preload";
export { DocumentHeadContext, type DocumentHead } from "./document-head";
