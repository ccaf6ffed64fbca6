import { FormMessage } from "@travel/design-system";
import { useState } from "react";
import { Button, Stack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { SocialButtons } from "./social-buttons";

/** Sign-up start step: social buttons by site config, and 'sign up with email'. */
export function SignUpStartStep({ onEmail }: { onEmail: () => void }) {
  const { t } = useTranslation();
  const [message, setMessage] = useState<string | null>(null);
  return (
    <Stack gap="4">
      {message ? <FormMessage status="error">{message}</FormMessage> : null}
      <Button width="full" onClick={onEmail}>
        {t("signUp.withEmail")}
      </Button>
      <SocialButtons purpose="signUp" onUnavailable={setMessage} />
    </Stack>
  );
}
