export { LEGAL_DOCUMENTS, type LegalDocumentKey } from "./legal-documents";
export { LegalDocumentView } from "./legal-document-view";
export {
  loadLegalTexts,
  preloadLegalTexts,
  type LegalTextKey,
  type LegalTexts,
} from "./legal-texts";
