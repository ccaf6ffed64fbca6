import { Box, Button, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useAuthDialogs } from "../auth";

/** What a signed-out visitor sees of an account page: that signing in shows it, and sign-in. */
export function SignInPrompt() {
  const { t } = useTranslation();
  const { openSignIn } = useAuthDialogs();
  return (
    <Box borderWidth="1px" borderRadius="lg" bg="bg.subtle" p="5">
      <Text mb="3">{t("account.signInRequired")}</Text>
      <Button onClick={openSignIn}>{t("usermenu.signIn")}</Button>
    </Box>
  );
}
