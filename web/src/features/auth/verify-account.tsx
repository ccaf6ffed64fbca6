import { FormMessage } from "@travel/design-system";
import { useEffect, useRef } from "react";
import { Button, Spinner, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { messages } from "@travel/schema/validation";
import { useTranslation } from "../../lib/i18n";
import { useAuthDialogs } from "../../lib/session/auth-dialogs-context";
import { translateMessage } from "../../lib/i18n/translate-message";
import { VerifyAccountMutation } from "./verify-account-mutation";

/** Verifies the account of an emailed link (`key`) on arrival, then offers sign-in. */
export function VerifyAccount({ verifyKey }: { verifyKey: string | null }) {
  const { t } = useTranslation();
  const dialogs = useAuthDialogs();
  const [verify, { data, error }] = useMutation(VerifyAccountMutation);
  const sent = useRef(false);

  useEffect(() => {
    // Once per key, even when React runs effects twice in development.
    if (!verifyKey || sent.current) return;
    sent.current = true;
    verify({ variables: { input: { key: verifyKey } } }).catch(() => {
      // Shown from the mutation's error state.
    });
  }, [verify, verifyKey]);

  if (!verifyKey) return <FormMessage status="error">{t("verifyAccount.missingKey")}</FormMessage>;
  const payload = data?.verifyAccount;
  if (!payload && !error) {
    return (
      <Stack direction="row" align="center" gap="3" role="status">
        <Spinner size="sm" />
        <Text>{t("verifyAccount.verifying")}</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="4" align="flex-start">
      {payload?.verified ? (
        <FormMessage status="success">{t("verifyAccount.verified")}</FormMessage>
      ) : (
        <FormMessage status="error">
          {translateMessage(t, payload?.errors[0]?.message ?? messages.UPSTREAM_UNAVAILABLE)}
        </FormMessage>
      )}
      <Button onClick={dialogs.openSignIn}>{t("usermenu.signIn")}</Button>
    </Stack>
  );
}
