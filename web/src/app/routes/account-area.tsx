import { Text } from "@chakra-ui/react";
import { useTranslation } from "../../lib/i18n";
import type { AccountArea } from "../../features/account/account-areas";
import { SignInPrompt } from "../../features/account/sign-in-prompt";
import { Page } from "../layout/page";

/** An account page for a signed-out visitor: what it holds, and that signing in shows it. */
export function AccountAreaRoute({ area }: { area: AccountArea }) {
  const { t } = useTranslation();
  return (
    <Page title={t(area.titleKey)}>
      <Text textStyle="lg">{t(area.descriptionKey)}</Text>
      <SignInPrompt />
    </Page>
  );
}
