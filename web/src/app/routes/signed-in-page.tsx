import type { ReactNode } from "react";
import { Text } from "@chakra-ui/react";
import { type LabelKey, useTranslation } from "../../lib/i18n";
import { useSession } from "../../features/auth";
import { SignedInOnly } from "../../features/account/signed-in-only";
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
  const { viewer, loading } = useSession();
  // Until the login check answers, the description for a signed-in user: a signed-in traveller
  // is never told the page fills in "after you sign in".
  const signedOut = !viewer && !loading;
  return (
    <Page title={t(titleKey)}>
      <Text textStyle="lg">
        {t(signedOut ? (signedOutDescriptionKey ?? descriptionKey) : descriptionKey)}
      </Text>
      <SignedInOnly>{children}</SignedInOnly>
    </Page>
  );
}
