import { FormMessage } from "@travel/design-system";
import { useState } from "react";
import { Checkbox, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { useApolloClient, useMutation } from "@apollo/client/react";
import { messages, sanitizeEmail, signInSchema } from "@travel/schema/validation";
import { EmailFormField } from "../../lib/forms/email-form-field";
import { PasswordFormField } from "../../lib/forms/password-input";
import { SubmitForm } from "../../lib/forms/submit-form";
import { useLocation, useNavigate } from "react-router-dom";
import { useTranslation } from "../../lib/i18n";
import { useAuthDialogs } from "../../lib/session/auth-dialogs-context";
import { isAccountPage } from "../../lib/session/account-return";
import { leaveTo, reloadPage } from "../../lib/session/reload-page";
import { shouldSkipLoginCheck } from "./should-skip-login-check";
import { SignInMutation } from "./sign-in-mutation";
import { SocialButtons } from "./social-buttons";
import { translateMessage } from "../../lib/i18n/translate-message";
import { getFragmentData } from "../../__generated__";
import { SignInResult } from "./sign-in-result";

interface SignInValues {
  email: string;
  password: string;
  rememberMe: boolean;
}

const initialValues: SignInValues = { email: "", password: "", rememberMe: false };

/**
 * The sign-in dialog's content (spec §2): email, password with show/hide, remember password, login with a
 * spinner, the failure in red above the form, forgot password, social buttons, sign-up. Success
 * goes to the payload's `redirectTo` (/promotions) or reloads the page; on an account page the
 * redirect is not allowed, so the visitor stays on the page they came for.
 */
export function SignInContent({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const dialogs = useAuthDialogs();
  const navigate = useNavigate();
  const location = useLocation();
  const client = useApolloClient();
  const [signIn] = useMutation(SignInMutation);
  const [message, setMessage] = useState<string | null>(null);

  const submit = async (values: SignInValues) => {
    setMessage(null);
    try {
      const { data } = await signIn({
        variables: {
          input: {
            email: sanitizeEmail(values.email.trim()),
            password: values.password.trim(),
            rememberMe: values.rememberMe,
            // on an account page the sign-in returns there (see account-return.ts)
            allowRedirect: !isAccountPage(location.pathname),
          },
        },
      });
      const payload = getFragmentData(SignInResult, data?.signIn);
      if (!payload?.viewer) {
        const failure = payload?.errors[0]?.message ?? messages.INVALID_CREDENTIALS;
        setMessage(translateMessage(t, failure));
        return;
      }
      onClose();
      if (payload.redirectTo) {
        await navigate(payload.redirectTo);
        // "active": the viewer, and the locale in the stored currency and language the
        // sign-in's cookies now carry
        await client.refetchQueries({ include: "active" });
      } else if (shouldSkipLoginCheck(location)) {
        // An emailed link's page skips the login check (and its key is spent): go home instead.
        leaveTo("/");
      } else {
        reloadPage();
      }
    } catch {
      setMessage(translateMessage(t, messages.UPSTREAM_UNAVAILABLE));
    }
  };

  return (
    <Stack gap="4">
      {message ? <FormMessage status="error">{message}</FormMessage> : null}
      <SubmitForm
        initialValues={initialValues}
        validationSchema={signInSchema}
        onSubmit={submit}
        submitLabel={t("signIn.submit")}
        submitProps={{ width: "full" }}
      >
        {({ values, setFieldValue }) => (
          <>
            <EmailFormField label={t("signIn.email")} />
            <PasswordFormField name="password" label={t("signIn.password")} />
            <HStack justify="space-between" wrap="wrap" gap="2">
              <Checkbox.Root
                checked={values.rememberMe}
                onCheckedChange={(e) => void setFieldValue("rememberMe", e.checked === true)}
              >
                <Checkbox.HiddenInput name="rememberMe" />
                <Checkbox.Control />
                <Checkbox.Label>{t("signIn.rememberPassword")}</Checkbox.Label>
              </Checkbox.Root>
              <Link asChild variant="underline" textStyle="sm">
                <button type="button" onClick={dialogs.openForgotPassword}>
                  {t("signIn.forgotPassword")}
                </button>
              </Link>
            </HStack>
          </>
        )}
      </SubmitForm>
      <SocialButtons purpose="signIn" />
      <Text textStyle="sm" textAlign="center">
        {t("signIn.noAccount")}{" "}
        <Link asChild variant="underline">
          <button type="button" onClick={dialogs.openSignUp}>
            {t("signIn.signUpLink")}
          </button>
        </Link>
      </Text>
    </Stack>
  );
}
