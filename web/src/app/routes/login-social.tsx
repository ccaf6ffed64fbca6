import { useTranslation } from "../../lib/i18n";
import { SocialCallback } from "../../features/auth/link-pages";
import { Page } from "../layout/page";

/**
 * /login/social#id_token=…&state=…: where Google or Facebook (or the stand-in identity provider)
 * sends the visitor back after a social sign-in button.
 */
export function LoginSocialRoute() {
  const { t } = useTranslation();
  return (
    <Page title={t("loginSocial.title")}>
      <SocialCallback />
    </Page>
  );
}
