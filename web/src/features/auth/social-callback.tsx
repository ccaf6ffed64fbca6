import { FormMessage } from "@travel/design-system";
import { useEffect, useRef, useState } from "react";
import { Button, Spinner, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { messages } from "@travel/schema/validation";
import { useTranslation } from "../../lib/i18n";
import { useAuthDialogs } from "../../lib/session/auth-dialogs-context";
import { replaceWith } from "../../lib/session/reload-page";
import { translateMessage } from "../../lib/i18n/translate-message";
import {
  PROVIDER_NAMES,
  readSocialCallback,
  setPendingSocialSignUp,
  SOCIAL_LOGIN_KEY,
  type SocialCallback as Callback,
} from "./social-login";
import { SocialSignInMutation } from "./social-sign-in-mutation";
import { getFragmentData } from "../../__generated__";
import { SignInResult } from "./sign-in-result";

function readStoredRequest(): string | null {
  try {
    return sessionStorage.getItem(SOCIAL_LOGIN_KEY);
  } catch {
    return null;
  }
}

type Outcome = { name: "signingIn" } | { name: "signUp" } | { name: "failed"; message: string };

/**
 * /login/social: the provider's answer. An existing account is signed in and the page the
 * button was on loads again; a new identity continues in the sign-up dialog (details step, then
 * the welcome); anything else is shown with a way to sign in again.
 */
export function SocialCallback() {
  const { t } = useTranslation();
  const dialogs = useAuthDialogs();
  const [callback] = useState<Callback>(() =>
    readSocialCallback(window.location.hash, readStoredRequest()),
  );
  const [outcome, setOutcome] = useState<Outcome>(() =>
    callback.ok ? { name: "signingIn" } : { name: "failed", message: t("loginSocial.failed") },
  );
  const [signIn] = useMutation(SocialSignInMutation);
  const sent = useRef(false);

  useEffect(() => {
    // The answer is used once: the request and the token leave the tab's storage and address.
    try {
      sessionStorage.removeItem(SOCIAL_LOGIN_KEY);
    } catch {
      // Storage unavailable: nothing to forget.
    }
    if (window.location.hash) window.history.replaceState(null, "", window.location.pathname);
    if (!callback.ok || sent.current) return;
    sent.current = true;
    const { provider, idToken, returnTo, state, nonceSecret } = callback;
    signIn({ variables: { input: { provider, idToken, state, nonceSecret } } })
      .then(({ data }) => {
        const payload = getFragmentData(SignInResult, data?.socialSignIn);
        if (payload?.viewer) {
          replaceWith(payload.redirectTo ?? returnTo);
        } else if (payload?.errors[0]?.code === "ACCOUNT_NOT_FOUND") {
          setPendingSocialSignUp({ provider, idToken, returnTo, state, nonceSecret });
          setOutcome({ name: "signUp" });
          dialogs.openSignUp();
        } else {
          const failure = payload?.errors[0]?.message ?? messages.SOCIAL_SIGN_IN_FAILED;
          setOutcome({ name: "failed", message: translateMessage(t, failure) });
        }
      })
      .catch(() =>
        setOutcome({ name: "failed", message: translateMessage(t, messages.UPSTREAM_UNAVAILABLE) }),
      );
  }, [callback, signIn, dialogs, t]);

  if (outcome.name === "signingIn" && callback.ok) {
    const signingIn = t("loginSocial.signingIn", { provider: PROVIDER_NAMES[callback.provider] });
    return (
      <Stack direction="row" align="center" gap="3" role="status" aria-label={signingIn}>
        <Spinner size="sm" aria-hidden="true" />
        <Text>{signingIn}</Text>
      </Stack>
    );
  }
  if (outcome.name === "signUp" && callback.ok)
    return <Text>{t("signUp.socialIntro", { provider: PROVIDER_NAMES[callback.provider] })}</Text>;
  return (
    <Stack gap="4" align="flex-start">
      <FormMessage status="error">
        {outcome.name === "failed" ? outcome.message : t("loginSocial.failed")}
      </FormMessage>
      <Button onClick={dialogs.openSignIn}>{t("usermenu.signIn")}</Button>
    </Stack>
  );
}
