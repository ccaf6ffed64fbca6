import { Text } from "@chakra-ui/react";
import { useSearchParams } from "react-router-dom";
import { useTranslation } from "../../lib/i18n";
import { RecentHistory, useRecordSearch } from "../../features/history";
import { AreaSearch, searchSummaryOf } from "../../features/search";
import type { ProductArea } from "../../lib/product-areas";
import { Page } from "../layout/page";

/** The page of one product area: what it offers, its search, and the traveller's last search there. */
export function ProductAreaRoute({ area }: { area: ProductArea }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const search = searchSummaryOf(area.key, params);
  useRecordSearch(area.key, search);
  return (
    <Page title={t(area.titleKey)}>
      <Text textStyle="lg">{t(area.descriptionKey)}</Text>
      <RecentHistory area={area.key} currentQuery={search?.query} />
      <AreaSearch page={area.key} />
    </Page>
  );
}
