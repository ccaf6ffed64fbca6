import { LoadingState } from "@travel/design-system";
import type { ReactNode } from "react";
import { Text } from "@chakra-ui/react";
import { type LabelKey, useTranslation } from "../../lib/i18n";
import { SignInPrompt } from "../../features/account/sign-in-prompt";
import { NotAllowed } from "../../features/agent";
import { useSession } from "../../features/auth";
import { Page } from "../layout/page";

interface AgentPageProps {
  titleKey: LabelKey;
  descriptionKey: LabelKey;
  /** The page's content, rendered for a signed-in agent only (its queries run only then). */
  children: ReactNode;
}

/**
 * A page of the agent area (spec §6: user type 1): its content for a signed-in agent; the
 * sign-in prompt (the dialog opens by itself) for a signed-out visitor; for anyone else a
 * not-allowed page whose heading and tab title say so — never the agent's data.
 */
export function AgentPage({ titleKey, descriptionKey, children }: AgentPageProps) {
  const { t } = useTranslation();
  const { viewer, loading } = useSession();
  if (viewer && viewer.userType !== "AGENT") {
    return (
      <Page title={t("notAllowed.title")}>
        <NotAllowed />
      </Page>
    );
  }
  return (
    <Page title={t(titleKey)}>
      <Text textStyle="lg">{t(descriptionKey)}</Text>
      {loading ? <LoadingState /> : viewer ? children : <SignInPrompt />}
    </Page>
  );
}
