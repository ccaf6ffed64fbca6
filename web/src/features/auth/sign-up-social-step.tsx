import { useEffect, useRef, useState } from "react";
import { Spinner, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { messages } from "@travel/schema/validation";
import { useTranslation } from "../../lib/i18n";
import { createAttemptKeys } from "../../lib/attempt-key";
import { translateMessage } from "../../lib/i18n/translate-message";
import { SignUpBack } from "./sign-up-back";
import { signUpRequestInput, type SignUpFinalStepProps } from "./sign-up-details";
import type { PendingSocialSignUp } from "./social-login";
import { SocialSignUpMutation } from "./social-sign-up-mutation";
import { getFragmentData } from "../../__generated__";
import { SignUpResult } from "./sign-up-result";

interface SignUpSocialStepProps extends SignUpFinalStepProps {
  social: PendingSocialSignUp;
}

/**
 * Social sign-up (spec §4): after the details step the account is made at once from the
 * provider's ID token (no password step) and signed in; a refusal is shown with the way back.
 */
export function SignUpSocialStep({ social, onBack, onCreated, ...request }: SignUpSocialStepProps) {
  const { t } = useTranslation();
  const [signUp] = useMutation(SocialSignUpMutation);
  const [message, setMessage] = useState<string | null>(null);
  const [attempts] = useState(createAttemptKeys);
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const input = {
      provider: social.provider,
      idToken: social.idToken,
      state: social.state,
      nonceSecret: social.nonceSecret,
      ...signUpRequestInput(request),
    };
    signUp({ variables: { input: { ...input, idempotencyKey: attempts.keyFor(input) } } })
      .then(({ data }) => {
        const payload = getFragmentData(SignUpResult, data?.socialSignUp);
        if (payload?.created) {
          attempts.end();
          onCreated(translateMessage(t, payload.message ?? messages.SOCIAL_WELCOME));
          return;
        }
        const failure = payload?.errors[0]?.message ?? messages.UPSTREAM_UNAVAILABLE;
        setMessage(translateMessage(t, failure));
      })
      .catch(() => setMessage(translateMessage(t, messages.UPSTREAM_UNAVAILABLE)));
    // sent once (`sent`): a new `request` object on a later render sends nothing again
  }, [social, request, signUp, attempts, onCreated, t]);

  if (message === null)
    return (
      <Stack direction="row" align="center" gap="3" role="status">
        <Spinner size="sm" aria-hidden="true" />
        <Text>{t("signUp.socialCreating")}</Text>
      </Stack>
    );
  return (
    <Stack gap="4">
      <SignUpBack onBack={onBack} message={message} />
    </Stack>
  );
}
