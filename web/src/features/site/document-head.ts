import { createContext } from "react";

/**
 * What a page rendered on the server writes into the document's head besides the app's markup:
 * its title (useDocumentTitle sets it while rendering; in the browser an effect sets
 * `document.title` instead).
 */
export interface DocumentHead {
  title?: string;
}

export const DocumentHeadContext = createContext<DocumentHead | null>(null);
