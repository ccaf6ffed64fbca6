import type { ComponentType } from "react";
import { Box, Flex, Grid, Link, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { ChevronLeftIcon, ErrorState, LoadingState, NothingState } from "@travel/design-system";
import { Link as RouterLink } from "react-router-dom";
import { useTranslation } from "../../lib/i18n";
import { getFragmentData } from "../../__generated__";
import type { ProductArea, TripInput } from "../../__generated__/graphql";
import { productPaths, type ProductAreaKey } from "../../config/paths";
import { useCurrencyRefetch } from "../../lib/locale/use-currency-refetch";
import { areaLabelKey, areaOfCode, type SearchArea } from "../../lib/offer-areas";
import { OfferFacts } from "../../lib/offers/offer-facts";
import { OfferImage } from "../../lib/offers/offer-image";
import type { WalletPanelProps } from "../../lib/wallet/wallet-panel-props";
import { BookingContextQuery } from "./booking-context-query";
import { BookingForm } from "./booking-form";
import { FavouriteToggle } from "../../lib/favourites/favourite-toggle";
import { OfferPrice } from "./offer-price";
import { OfferQuery } from "./offer-query";
import { OfferRating } from "./offer-rating";
import { OfferCardFields } from "./offer-card";
import type { Offer } from "./use-booking";

interface OfferBookingProps {
  /** The area page the view is on (weeks are booked on /resorts). */
  page: ProductAreaKey;
  offerId: string;
  /** The wallet panel (the wallet feature's), handed in by the app's route. */
  WalletPanel: ComponentType<WalletPanelProps>;
  /** For an agent: the agent feature's "quote for a client" of the trip, handed in by the route. */
  QuoteForClient?: ComponentType<{ trip: TripInput | null }>;
}

/** Whether an offer of `code` is booked on `page` (its area's page). */
const isOnPage = (code: ProductArea, page: ProductAreaKey) => areaOfCode(code).page === page;

/** The offer of a booking view, for the page's title (null until loaded or when unknown). */
export function useOfferName(offerId: string, page: ProductAreaKey): string | null {
  const { data } = useQuery(OfferQuery, { variables: { id: offerId } });
  const offer = getFragmentData(OfferCardFields, data?.offer);
  return offer && isOnPage(offer.area, page) ? offer.name : null;
}

/** The search an area's offers are found with: its page, with weeks chosen on /resorts. */
const areaSearchPath = (area: SearchArea) =>
  area.key === area.page ? productPaths[area.page] : `${productPaths[area.page]}?type=${area.key}`;

/**
 * The booking view of one offer of any area (deep-linkable): the offer with its picture and the
 * facts of its area, the trip as its area has it (a stay's check-in and check-out and rooms, a
 * car's pick-up and drop-off, a week's start day and units, else one day; the party as guests,
 * passengers, travellers or people), the wallet for its product (none outside the wallet's four
 * products, where only the cash card pays), the gateway's quote, the certificate prompt when it
 * applies, and Book.
 */
export function OfferBooking({ page, offerId, WalletPanel, QuoteForClient }: OfferBookingProps) {
  const { t } = useTranslation();
  const offerQuery = useQuery(OfferQuery, { variables: { id: offerId } });
  const contextQuery = useQuery(BookingContextQuery);
  useCurrencyRefetch(offerQuery.refetch);
  const loaded = getFragmentData(OfferCardFields, offerQuery.data?.offer);
  const offer = loaded && isOnPage(loaded.area, page) ? loaded : null;
  const area = offer ? areaOfCode(offer.area) : null;
  const areaLabel = t(area ? areaLabelKey(area) : `menu.${page}`);
  const areaPath = area ? areaSearchPath(area) : productPaths[page];

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
  if (!offer || !area) {
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
        area={area}
        areaLabel={areaLabel}
        areaPath={areaPath}
        minCheckinDays={contextQuery.data.siteConfig.minCheckinDays}
        weekStart={contextQuery.data.siteConfig.weekStart}
        canBook={contextQuery.data.viewer?.canBook ?? false}
        WalletPanel={WalletPanel}
        QuoteForClient={QuoteForClient}
      />
    </Stack>
  );
}

/** The offer: its picture, place (a flight's route), rating, description, area facts and price. */
function OfferSummary({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  const place = offer.origin
    ? t("booking.route", { from: offer.origin.name, to: offer.place.name })
    : `${offer.place.name}, ${offer.place.countryCode}`;
  return (
    <Grid templateColumns={{ base: "minmax(0, 1fr)", md: "minmax(0, 2fr) minmax(0, 3fr)" }} gap="4">
      <Box borderRadius="lg" overflow="hidden" maxW="md">
        <OfferImage
          src={offer.imageUrl}
          alt={t("booking.imageAlt", { name: offer.name, place })}
          priority
        />
      </Box>
      <Stack gap="2" minW="0">
        <Flex gap="3" wrap="wrap" align="center" color="fg.muted">
          <Text>{place}</Text>
          <OfferRating rating={offer.rating} />
          <FavouriteToggle offerId={offer.id} isFavourite={offer.isFavourite} />
        </Flex>
        <Text>{offer.description}</Text>
        <Box color="fg.muted" textStyle="sm">
          <OfferFacts details={offer.details} />
        </Box>
        <Text textStyle="lg">
          <OfferPrice price={offer.price} basePrice={offer.basePrice} priceUnit={offer.priceUnit} />
        </Text>
      </Stack>
    </Grid>
  );
}
