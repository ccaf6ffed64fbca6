import { FormMessage } from "@travel/design-system";
import { useEffect, useRef } from "react";
import { Button, Spinner, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { messages } from "@travel/schema/validation";
import { useTranslation } from "../../lib/i18n";
import { useAuthDialogs } from "../../lib/session/auth-dialogs-context";
import { replaceWith } from "../../lib/session/reload-page";
import { SsoSignInMutation } from "./sso-sign-in-mutation";
import { translateMessage } from "../../lib/i18n/translate-message";
import { getFragmentData } from "../../__generated__";
import { SignInResult } from "./sign-in-result";

interface SsoSignInProps {
  /** The partner's single-sign-on token of the link; null when the link has none. */
  token: string | null;
  /** The same-origin path to load once signed in. */
  redirectTo: string;
}

/**
 * Signs in with the single-sign-on token of the link on arrival, then loads `redirectTo` in full
 * (the app starts again with the new session, and the link with its token leaves the history);
 * a refusal, or a link without a token, is shown with a way to sign in instead.
 */
export function SsoSignIn({ token, redirectTo }: SsoSignInProps) {
  const { t } = useTranslation();
  const dialogs = useAuthDialogs();
  const [signIn, { data, error }] = useMutation(SsoSignInMutation);
  const sent = useRef(false);

  useEffect(() => {
    // Once per visit, even when React runs effects twice in development.
    if (!token || sent.current) return;
    sent.current = true;
    signIn({ variables: { input: { token } } })
      .then(({ data: answer }) => {
        if (getFragmentData(SignInResult, answer?.ssoSignIn)?.viewer) replaceWith(redirectTo);
      })
      .catch(() => {
        // Shown from the mutation's error state.
      });
  }, [signIn, token, redirectTo]);

  const payload = getFragmentData(SignInResult, data?.ssoSignIn);
  if (token && ((!payload && !error) || payload?.viewer)) {
    const signingIn = t("loginSso.signingIn");
    return (
      <Stack direction="row" align="center" gap="3" role="status" aria-label={signingIn}>
        <Spinner size="sm" aria-hidden="true" />
        <Text>{signingIn}</Text>
      </Stack>
    );
  }
  const failure = token
    ? translateMessage(t, payload?.errors[0]?.message ?? messages.UPSTREAM_UNAVAILABLE)
    : t("loginSso.missingToken");
  return (
    <Stack gap="4" align="flex-start">
      <FormMessage status="error">{failure}</FormMessage>
      <Button onClick={dialogs.openSignIn}>{t("usermenu.signIn")}</Button>
    </Stack>
  );
}
