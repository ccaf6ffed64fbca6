import { Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { LabelKey } from "../../lib/i18n";
import { Page } from "../layout/page";

interface InfoRouteProps {
  titleKey: LabelKey;
  descriptionKey: LabelKey;
}

/** A page that explains what happens at its address (promotions, legal texts, email links). */
export function InfoRoute({ titleKey, descriptionKey }: InfoRouteProps) {
  const { t } = useTranslation();
  return (
    <Page title={t(titleKey)}>
      <Text textStyle="lg">{t(descriptionKey)}</Text>
    </Page>
  );
}
