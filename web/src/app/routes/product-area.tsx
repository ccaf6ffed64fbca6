import { Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { RecentHistory } from "../../features/history";
import type { ProductArea } from "../../lib/product-areas";
import { Page } from "../layout/page";

/** The page of one product area: what it offers. Search arrives with the area's own issue. */
export function ProductAreaRoute({ area }: { area: ProductArea }) {
  const { t } = useTranslation();
  const title = t(area.titleKey);
  return (
    <Page title={title}>
      <Text textStyle="lg">{t(area.descriptionKey)}</Text>
      <Text color="fg.muted">{t("products.searchUnavailable", { area: title })}</Text>
      <RecentHistory area={area.key} />
    </Page>
  );
}
