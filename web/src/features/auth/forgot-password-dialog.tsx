import { FormMessage } from "@travel/design-system";
import { useState } from "react";
import { Link, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { messages, requestPasswordResetSchema, sanitizeEmail } from "@travel/schema/validation";
import { useTranslation } from "../../lib/i18n";
import { useAuthDialogs } from "../../lib/session/auth-dialogs-context";
import { RequestPasswordResetMutation } from "./request-password-reset-mutation";
import { translateMessage } from "../../lib/i18n/translate-message";
import { EmailFormField } from "../../lib/forms/email-form-field";
import { SubmitForm } from "../../lib/forms/submit-form";

/** Forgot password: the account's email → a reset link is mailed; the same answer either way. */
export function ForgotPasswordContent() {
  const { t } = useTranslation();
  const dialogs = useAuthDialogs();
  const [requestReset] = useMutation(RequestPasswordResetMutation);
  const [result, setResult] = useState<{ status: "error" | "success"; text: string } | null>(null);

  const submit = async ({ email }: { email: string }) => {
    setResult(null);
    try {
      const { data } = await requestReset({
        variables: { input: { email: sanitizeEmail(email.trim()) } },
      });
      const payload = data?.requestPasswordReset;
      if (payload?.accepted) setResult({ status: "success", text: t("forgotPassword.accepted") });
      else
        setResult({
          status: "error",
          text: translateMessage(t, payload?.errors[0]?.message ?? messages.UPSTREAM_UNAVAILABLE),
        });
    } catch {
      setResult({ status: "error", text: translateMessage(t, messages.UPSTREAM_UNAVAILABLE) });
    }
  };

  return (
    <Stack gap="4">
      {result ? <FormMessage status={result.status}>{result.text}</FormMessage> : null}
      {result?.status === "success" ? null : (
        <SubmitForm
          initialValues={{ email: "" }}
          validationSchema={requestPasswordResetSchema}
          onSubmit={submit}
          submitLabel={t("forgotPassword.submit")}
          submitProps={{ width: "full" }}
        >
          <Text>{t("forgotPassword.intro")}</Text>
          <EmailFormField label={t("signIn.email")} />
        </SubmitForm>
      )}
      <Text textAlign="center" textStyle="sm">
        <Link asChild variant="underline">
          <button type="button" onClick={dialogs.openSignIn}>
            {t("forgotPassword.backToSignIn")}
          </button>
        </Link>
      </Text>
    </Stack>
  );
}
