import { FormMessage } from "@travel/design-system";
import { useState } from "react";
import { Button, Stack } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { changePasswordSchema, messages } from "@travel/schema/validation";
import { useTranslation } from "../../lib/i18n";
import { useAuthDialogs } from "../../lib/session/auth-dialogs-context";
import { ChangePasswordMutation } from "./change-password-mutation";
import { NewPasswordFields } from "../../lib/forms/password-input";
import { SubmitForm } from "../../lib/forms/submit-form";
import { translateMessage } from "../../lib/i18n/translate-message";

interface ChangePasswordValues {
  password: string;
  confirmPassword: string;
}

/** New password from a reset link (`key`): two passwords → changePassword → sign in. */
export function ChangePasswordForm({ resetKey }: { resetKey: string | null }) {
  const { t } = useTranslation();
  const dialogs = useAuthDialogs();
  const [changePassword] = useMutation(ChangePasswordMutation);
  const [result, setResult] = useState<{ status: "error" | "success"; text: string } | null>(null);

  if (!resetKey) return <FormMessage status="error">{t("changePassword.missingKey")}</FormMessage>;

  const submit = async (values: ChangePasswordValues) => {
    setResult(null);
    try {
      const { data } = await changePassword({
        variables: { input: { key: resetKey, ...values } },
      });
      const payload = data?.changePassword;
      setResult(
        payload?.changed
          ? { status: "success", text: t("changePassword.changed") }
          : {
              status: "error",
              text: translateMessage(
                t,
                payload?.errors[0]?.message ?? messages.UPSTREAM_UNAVAILABLE,
              ),
            },
      );
    } catch {
      setResult({ status: "error", text: translateMessage(t, messages.UPSTREAM_UNAVAILABLE) });
    }
  };

  return (
    <Stack gap="4" maxW="md">
      {result ? <FormMessage status={result.status}>{result.text}</FormMessage> : null}
      {result?.status === "success" ? (
        <Button alignSelf="flex-start" onClick={dialogs.openSignIn}>
          {t("usermenu.signIn")}
        </Button>
      ) : (
        <SubmitForm
          initialValues={{ password: "", confirmPassword: "" }}
          validationSchema={changePasswordSchema}
          onSubmit={submit}
          submitLabel={t("changePassword.submit")}
          submitProps={{ alignSelf: "flex-start" }}
        >
          <NewPasswordFields
            labels={{
              password: t("changePassword.newPassword"),
              confirm: t("changePassword.confirmPassword"),
            }}
          />
        </SubmitForm>
      )}
    </Stack>
  );
}
