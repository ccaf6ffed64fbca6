import type { ComponentType } from "react";
import { Flex, Link, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { ChevronLeftIcon, ErrorState, LoadingState, NothingState } from "@travel/design-system";
import { Link as RouterLink } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { getFragmentData } from "../../__generated__";
import type { WalletProduct } from "../../__generated__/graphql";
import { useCurrencyRefetch } from "../../lib/locale/use-currency-refetch";
import type { WalletPanelProps } from "../../lib/wallet/wallet-panel-props";
import { BookingContextQuery } from "./booking-context-query";
import { BookingForm } from "./booking-form";
import { FavouriteToggle } from "./favourite-toggle";
import { OfferPrice } from "./offer-price";
import { OfferQuery } from "./offer-query";
import { OfferRating } from "./offer-rating";
import { OfferCardFields } from "./offer-card";
import type { Offer } from "./use-booking";

interface OfferBookingProps {
  /** The area's translated name. */
  areaLabel: string;
  /** Where "All offers" leads (the area's page). */
  areaPath: string;
  product: WalletProduct;
  offerId: string;
  /** The wallet panel (the wallet feature's), handed in by the app's route. */
  WalletPanel: ComponentType<WalletPanelProps>;
}

/** The offer of a booking view, for the page's title (null until loaded or when unknown). */
export function useOfferName(offerId: string, product: WalletProduct): string | null {
  const { data } = useQuery(OfferQuery, { variables: { id: offerId } });
  const offer = getFragmentData(OfferCardFields, data?.offer);
  return offer && offer.product === product ? offer.name : null;
}

/**
 * The booking view of one offer (deep-linkable): the offer, the trip (dates from today plus the
 * site's minCheckinDays, check-out for NIGHT offers, 1 to 10 guests), the wallet for the product,
 * the gateway's quote, the certificate prompt when it applies, and Book.
 */
export function OfferBooking({
  areaLabel,
  areaPath,
  product,
  offerId,
  WalletPanel,
}: OfferBookingProps) {
  const { t } = useTranslation();
  const offerQuery = useQuery(OfferQuery, { variables: { id: offerId } });
  const contextQuery = useQuery(BookingContextQuery);
  useCurrencyRefetch(offerQuery.refetch);

  const back = (
    <Link asChild variant="underline" alignSelf="flex-start">
      <RouterLink to={areaPath}>
        <ChevronLeftIcon />
        {t("booking.back", { area: areaLabel })}
      </RouterLink>
    </Link>
  );

  if (!offerQuery.data || !contextQuery.data) {
    const error = offerQuery.error ?? contextQuery.error;
    return error ? (
      <ErrorState
        onRetry={() => {
          void offerQuery.refetch().catch(() => undefined);
          void contextQuery.refetch().catch(() => undefined);
        }}
      />
    ) : (
      <LoadingState page />
    );
  }
  const offer = getFragmentData(OfferCardFields, offerQuery.data.offer);
  if (!offer || offer.product !== product) {
    return (
      <Stack gap="4">
        {back}
        <NothingState message={t("booking.notFound")} />
      </Stack>
    );
  }
  return (
    <Stack gap="6">
      {back}
      <OfferSummary offer={offer} />
      <BookingForm
        key={offer.id}
        offer={offer}
        areaLabel={areaLabel}
        areaPath={areaPath}
        product={product}
        minCheckinDays={contextQuery.data.siteConfig.minCheckinDays}
        weekStart={contextQuery.data.siteConfig.weekStart}
        canBook={contextQuery.data.viewer?.canBook ?? false}
        WalletPanel={WalletPanel}
      />
    </Stack>
  );
}

function OfferSummary({ offer }: { offer: Offer }) {
  return (
    <Stack gap="2">
      <Flex gap="3" wrap="wrap" align="center" color="fg.muted">
        <Text>
          {offer.destination}, {offer.countryCode}
        </Text>
        <OfferRating rating={offer.rating} />
        <FavouriteToggle offerId={offer.id} isFavourite={offer.isFavourite} />
      </Flex>
      <Text>{offer.description}</Text>
      <Text textStyle="lg">
        <OfferPrice price={offer.price} basePrice={offer.basePrice} priceUnit={offer.priceUnit} />
      </Text>
    </Stack>
  );
}
