import { Suspense } from "react";
import { LoadingState } from "@travel/design-system";
import { useTranslation } from "../../lib/i18n";
import { LEGAL_DOCUMENTS, LegalDocumentView, type LegalDocumentKey } from "../../features/legal";
import { useOrgName } from "../../features/site";
import { Page } from "../layout/page";

/**
 * /privacy-policy and /terms-of-use: the legal text sign-up asks the traveller to accept. The
 * heading shows at once; the text follows when its language's chunk is in.
 */
export function LegalRoute({ document }: { document: LegalDocumentKey }) {
  const { t } = useTranslation();
  const orgName = useOrgName();
  return (
    <Page title={t(LEGAL_DOCUMENTS[document].title)}>
      {orgName ? (
        <Suspense fallback={<LoadingState />}>
          <LegalDocumentView document={document} orgName={orgName} />
        </Suspense>
      ) : (
        <LoadingState />
      )}
    </Page>
  );
}
