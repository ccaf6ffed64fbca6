import type { ReactNode } from "react";
import { Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../features/auth";
import { SignedInOnly } from "../../features/account/signed-in-only";
import type { LabelKey } from "../../lib/i18n";
import { Page } from "../layout/page";

interface SignedInPageProps {
  titleKey: LabelKey;
  /** What the page holds, shown above it. */
  descriptionKey: LabelKey;
  /** What a signed-out visitor reads instead (the description by default). */
  signedOutDescriptionKey?: LabelKey;
  /** The page's content, rendered for a signed-in user only. */
  children: ReactNode;
}

/** An account page: its content for a signed-in user, the sign-in prompt for anyone else. */
export function SignedInPage({
  titleKey,
  descriptionKey,
  signedOutDescriptionKey,
  children,
}: SignedInPageProps) {
  const { t } = useTranslation();
  const { viewer } = useSession();
  return (
    <Page title={t(titleKey)}>
      <Text textStyle="lg">
        {t(viewer ? descriptionKey : (signedOutDescriptionKey ?? descriptionKey))}
      </Text>
      <SignedInOnly>{children}</SignedInOnly>
    </Page>
  );
}
