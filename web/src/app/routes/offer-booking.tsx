import { useParams } from "react-router-dom";
import { useTranslation } from "../../lib/i18n";
import { OfferBooking, useOfferName } from "../../features/booking/booking-view";
import { QuoteForClient } from "../../features/agent";
import { useSession } from "../../features/auth";
import { useRecordOfferView } from "../../features/history";
import { WalletPanel } from "../../features/wallet/panel";
import type { ProductArea } from "../../lib/product-areas";
import { Page } from "../layout/page";

/** /hotel/offers/:offerId and the like: the booking view of one offer, titled with its name. */
export function OfferBookingRoute({ area }: { area: ProductArea }) {
  const { t } = useTranslation();
  const { offerId = "" } = useParams();
  const { viewer } = useSession();
  const name = useOfferName(offerId, area.key);
  useRecordOfferView(area.key, offerId, name);
  return (
    <Page title={name ?? t(area.titleKey)}>
      <OfferBooking
        key={offerId}
        page={area.key}
        offerId={offerId}
        WalletPanel={WalletPanel}
        QuoteForClient={viewer?.userType === "AGENT" ? QuoteForClient : undefined}
      />
    </Page>
  );
}
