import { Text } from "@chakra-ui/react";
import { useLocation } from "react-router-dom";
import { useTranslation } from "../../lib/i18n";
import { readSsoLinkParams, SsoSignIn } from "../../features/auth/link-pages";
import { Page } from "../layout/page";

/**
 * /login/sso?token=…&redirect=…: completes a sign-in started at the visitor's organization
 * (single sign-on), then loads the redirect path (a same-origin path, else "/").
 */
export function LoginSsoRoute() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const { token, redirectTo } = readSsoLinkParams(search, window.location.origin);
  return (
    <Page title={t("loginSso.title")}>
      <Text textStyle="lg">{t("loginSso.description")}</Text>
      <SsoSignIn token={token} redirectTo={redirectTo} />
    </Page>
  );
}
