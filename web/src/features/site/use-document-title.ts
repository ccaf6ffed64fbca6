import { useEffect } from "react";
import { documentTitle } from "./document-title";
import { useOrgName } from "./use-site-config";

/** Sets the browser tab title of the current page. */
export function useDocumentTitle(pageTitle: string): void {
  const orgName = useOrgName();
  useEffect(() => {
    document.title = documentTitle(pageTitle, orgName);
  }, [pageTitle, orgName]);
}
