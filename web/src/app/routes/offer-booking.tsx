import { useParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import type { WalletProduct } from "../../__generated__/graphql";
import { OfferBooking, useOfferName } from "../../features/booking/booking-view";
import { useRecordOfferView } from "../../features/history";
import { WalletPanel } from "../../features/wallet/panel";
import type { ProductArea } from "../../lib/product-areas";
import { Page } from "../layout/page";

/** /hotel/offers/:offerId and the like: the booking view of one offer, titled with its name. */
export function OfferBookingRoute({
  area,
  product,
}: {
  area: ProductArea;
  product: WalletProduct;
}) {
  const { t } = useTranslation();
  const { offerId = "" } = useParams();
  const areaLabel = t(area.titleKey);
  const name = useOfferName(offerId, product);
  useRecordOfferView(area.key, offerId, name);
  return (
    <Page title={name ?? areaLabel}>
      <OfferBooking
        key={offerId}
        areaLabel={areaLabel}
        areaPath={area.path}
        product={product}
        offerId={offerId}
        WalletPanel={WalletPanel}
      />
    </Page>
  );
}
