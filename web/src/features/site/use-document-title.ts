import { useContext, useEffect } from "react";
import { DocumentHeadContext } from "./document-head";
import { documentTitle } from "./document-title";
import { useOrgName } from "./use-site-config";

/** Sets the browser tab title of the current page (on the server: the rendered page's head). */
export function useDocumentTitle(pageTitle: string): void {
  const orgName = useOrgName();
  const head = useContext(DocumentHeadContext);
  const title = documentTitle(pageTitle, orgName);
  if (head) head.title = title;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
