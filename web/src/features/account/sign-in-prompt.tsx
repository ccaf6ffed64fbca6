import { Panel } from "@travel/design-system";
import { useEffect, useRef } from "react";
import { Button, Text } from "@chakra-ui/react";
import { useTranslation } from "../../lib/i18n";
import { useLocation } from "react-router-dom";
import { isAccountPage } from "../../lib/session/account-return";
import { useAuthDialogs } from "../../lib/session/auth-dialogs-context";
import { useSession } from "../../lib/session/session-context";

/**
 * What a signed-out visitor sees of a page for signed-in users: that signing in shows it, and
 * sign-in. On an account page (spec §2 account route groups) the sign-in dialog opens by itself
 * once the login check says signed out; signing in there reloads the page, so the visitor is on
 * this page again, signed in. Closed, the button reopens it.
 */
export function SignInPrompt() {
  const { t } = useTranslation();
  const { openSignIn } = useAuthDialogs();
  const { viewer, loading } = useSession();
  const { pathname } = useLocation();
  const opened = useRef(false);
  const accountPage = isAccountPage(pathname);
  useEffect(() => {
    if (loading || viewer || !accountPage || opened.current) return;
    opened.current = true;
    openSignIn();
  }, [loading, viewer, accountPage, openSignIn]);
  return (
    <Panel tone="subtle" radius="lg" p="5">
      <Text mb="3">{t("account.signInRequired")}</Text>
      <Button onClick={openSignIn}>{t("usermenu.signIn")}</Button>
    </Panel>
  );
}
