import { FormField } from "@travel/design-system";
import { useState } from "react";
import { Checkbox, Link, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { messages, passwordStepSchema } from "@travel/schema/validation";
import { Link as RouterLink } from "react-router-dom";
import { useTranslation } from "../../lib/i18n";
import { createAttemptKeys } from "../../lib/attempt-key";
import { paths } from "../../config/paths";
import { NewPasswordFields } from "../../lib/forms/password-input";
import { SubmitForm } from "../../lib/forms/submit-form";
import { SignUpBack } from "./sign-up-back";
import { signUpRequestInput, type SignUpFinalStepProps } from "./sign-up-details";
import { SignUpMutation } from "./sign-up-mutation";
import { translateMessage } from "../../lib/i18n/translate-message";
import { getFragmentData } from "../../__generated__";
import { SignUpResult } from "./sign-up-result";

interface PasswordValues {
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

/**
 * Sign-up password step (spec §2, §5): two passwords, the terms checkbox linking to the privacy
 * policy and the terms of use, and sign-up with a spinner; the back arrow returns to the details.
 */
export function SignUpPasswordStep({ onBack, onCreated, ...request }: SignUpFinalStepProps) {
  const { t } = useTranslation();
  const [signUp] = useMutation(SignUpMutation);
  const [message, setMessage] = useState<string | null>(null);

  // one idempotency key per sign-up attempt, sent again while the same sign-up is retried (after
  // OUTCOME_UNKNOWN or a lost connection): the account is created once and the retry is told so
  const [attempts] = useState(createAttemptKeys);

  const submit = async (values: PasswordValues) => {
    setMessage(null);
    const input = {
      ...signUpRequestInput(request),
      password: values.password,
      confirmPassword: values.confirmPassword,
      acceptTerms: values.acceptTerms,
    };
    try {
      const { data } = await signUp({
        variables: { input: { ...input, idempotencyKey: attempts.keyFor(input) } },
      });
      const payload = getFragmentData(SignUpResult, data?.signUp);
      if (payload?.created) {
        attempts.end();
        onCreated(translateMessage(t, payload.message ?? messages.CONFIRMATION_SENT));
        return;
      }
      setMessage(
        translateMessage(
          t,
          payload?.errors[0]?.message ?? payload?.message ?? messages.UPSTREAM_UNAVAILABLE,
        ),
      );
    } catch {
      setMessage(translateMessage(t, messages.UPSTREAM_UNAVAILABLE));
    }
  };

  return (
    <Stack gap="4">
      <SignUpBack onBack={onBack} message={message} />
      <SubmitForm
        initialValues={{ password: "", confirmPassword: "", acceptTerms: false }}
        validationSchema={passwordStepSchema}
        onSubmit={submit}
        submitLabel={t("signUp.submit")}
        submitProps={{ width: "full" }}
      >
        {({ values, setFieldValue, setFieldTouched }) => (
          <>
            <NewPasswordFields
              labels={{ password: t("signUp.password"), confirm: t("signUp.confirmPassword") }}
            />
            <FormField name="acceptTerms" label={null} touchOnBlur>
              {() => (
                <Checkbox.Root
                  checked={values.acceptTerms}
                  onCheckedChange={(e) => {
                    void setFieldValue("acceptTerms", e.checked === true);
                    void setFieldTouched("acceptTerms", true, false);
                  }}
                  alignItems="flex-start"
                >
                  <Checkbox.HiddenInput name="acceptTerms" />
                  <Checkbox.Control mt="0.5" />
                  <Text as="span" textStyle="sm">
                    <Checkbox.Label display="inline">{t("signUp.termsAgree")}</Checkbox.Label>{" "}
                    <Link asChild variant="underline">
                      <RouterLink to={paths.privacyPolicy} target="_blank">
                        {t("footer.privacyPolicy")}
                      </RouterLink>
                    </Link>{" "}
                    {t("signUp.termsAnd")}{" "}
                    <Link asChild variant="underline">
                      <RouterLink to={paths.termsOfUse} target="_blank">
                        {t("footer.termsOfUse")}
                      </RouterLink>
                    </Link>
                  </Text>
                </Checkbox.Root>
              )}
            </FormField>
          </>
        )}
      </SubmitForm>
    </Stack>
  );
}
