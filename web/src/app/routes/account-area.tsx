import { Box, Button, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useAuthDialogs } from "../../features/auth";
import type { AccountArea } from "../../features/account/account-areas";
import { Page } from "../layout/page";

/** An account page for a signed-out visitor: what it holds, and that signing in shows it. */
export function AccountAreaRoute({ area }: { area: AccountArea }) {
  const { t } = useTranslation();
  const { openSignIn } = useAuthDialogs();
  return (
    <Page title={t(area.titleKey)}>
      <Text textStyle="lg">{t(area.descriptionKey)}</Text>
      <Box borderWidth="1px" borderRadius="lg" bg="bg.subtle" p="5">
        <Text mb="3">{t("account.signInRequired")}</Text>
        <Button onClick={openSignIn}>{t("usermenu.signIn")}</Button>
      </Box>
    </Page>
  );
}
