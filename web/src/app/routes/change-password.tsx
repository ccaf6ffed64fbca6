import { Text } from "@chakra-ui/react";
import { useSearchParams } from "react-router-dom";
import { useTranslation } from "../../lib/i18n";
import { ChangePasswordForm } from "../../features/auth/link-pages";
import { Page } from "../layout/page";

/** /change-password?key=…: choose a new password from the reset link. */
export function ChangePasswordRoute() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  return (
    <Page title={t("changePassword.title")}>
      <Text textStyle="lg">{t("changePassword.description")}</Text>
      <ChangePasswordForm resetKey={query.get("key")} />
    </Page>
  );
}
