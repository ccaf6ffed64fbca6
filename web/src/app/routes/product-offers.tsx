import { Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { WalletProduct } from "../../__generated__/graphql";
import { useSearchParams } from "react-router-dom";
import { OffersList } from "../../features/booking";
import { RecentHistory, useRecordSearch } from "../../features/history";
import type { ProductArea } from "../../lib/product-areas";
import { Page } from "../layout/page";

/** The page of a bookable product area (hotels, stays, resorts, activities): its offers. */
export function ProductOffersRoute({
  area,
  product,
}: {
  area: ProductArea;
  product: WalletProduct;
}) {
  const { t } = useTranslation();
  const title = t(area.titleKey);
  const [searchParams] = useSearchParams();
  const destination = searchParams.get("destination")?.trim() ?? "";
  useRecordSearch(area.key, destination);
  return (
    <Page title={title}>
      <Text textStyle="lg">{t(area.descriptionKey)}</Text>
      <RecentHistory area={area.key} currentDestination={destination} />
      <OffersList area={area.key} areaLabel={title} product={product} />
    </Page>
  );
}
