import { Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { WalletProduct } from "../../__generated__/graphql";
import { OffersList } from "../../features/booking";
import type { ProductArea } from "../../features/products/product-areas";
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
  return (
    <Page title={title}>
      <Text textStyle="lg">{t(area.descriptionKey)}</Text>
      <OffersList area={area.key} areaLabel={title} product={product} />
    </Page>
  );
}
