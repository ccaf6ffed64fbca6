import { useSearchParams } from "react-router-dom";
import { useTranslation } from "../../lib/i18n";
import { VerifyAccount } from "../../features/auth/link-pages";
import { Page } from "../layout/page";

/** /verify-account?key=…: verifies the account of the confirmation link on arrival. */
export function VerifyAccountRoute() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  return (
    <Page title={t("verifyAccount.title")}>
      <VerifyAccount verifyKey={query.get("key")} />
    </Page>
  );
}
