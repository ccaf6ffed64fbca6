import { Button, Stack } from "@chakra-ui/react";
import { useTranslation } from "../../lib/i18n";
import { SocialButtons } from "./social-buttons";

/** Sign-up start step: 'sign up with email', and the social buttons by site config. */
export function SignUpStartStep({ onEmail }: { onEmail: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="4">
      <Button width="full" onClick={onEmail}>
        {t("signUp.withEmail")}
      </Button>
      <SocialButtons purpose="signUp" />
    </Stack>
  );
}
