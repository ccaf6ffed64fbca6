import { NothingState, Panel } from "@travel/design-system";
import { Badge, Heading, Link, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { Link as RouterLink } from "react-router-dom";
import { useTranslation } from "../../lib/i18n";
import { getFragmentData } from "../../__generated__";
import { accountPaths } from "../../config/paths";
import { formatDay } from "../../lib/dates";
import { areaLabelKey, areaOfCode } from "../../lib/offer-areas";
import { withCardsUsed } from "../../lib/reservations/reservation-with-cards";
import { QueryPending } from "../../lib/ui/query-pending";
import { CancelTrip, useCardName } from "./cancel-trip";
import { CancellationSummary } from "./cancellation-summary";
import { TripOfferLink } from "./trip-offer-link";
import { TripFact, TripFacts } from "./trip-facts";
import { TripCancellationFields, TripItineraryQuery } from "./itinerary-query";

/** "All your trips", back to the list. */
function BackToTrips() {
  const { t } = useTranslation();
  return (
    <Link asChild variant="underline" alignSelf="flex-start">
      <RouterLink to={accountPaths.userMyTrips}>{t("trips.itinerary.back")}</RouterLink>
    </Link>
  );
}

/**
 * The itinerary of one of the traveller's trips: what, where, when, for how many, what was paid
 * and how, its cancellation terms and the way to cancel it, or how it was cancelled.
 */
export function TripItinerary({ reservationId }: { reservationId: string }) {
  const { t, i18n } = useTranslation();
  const cardName = useCardName();
  const { data, error, refetch } = useQuery(TripItineraryQuery, {
    variables: { id: reservationId },
  });
  if (!data) return <QueryPending error={error} refetch={refetch} />;
  if (!data.reservation)
    return (
      <NothingState message={t("trips.itinerary.notFound")}>
        <BackToTrips />
      </NothingState>
    );
  const trip = withCardsUsed(data.reservation);
  const terms = getFragmentData(TripCancellationFields, data.reservation);
  const area = areaOfCode(trip.offer.area);
  const confirmed = trip.status.toUpperCase() === "CONFIRMED";
  return (
    <Stack gap="6">
      <BackToTrips />
      <Panel padding="md" as="section" aria-labelledby="trip-what">
        <Stack gap="2">
          <Heading as="h2" id="trip-what" size="lg" overflowWrap="anywhere">
            <TripOfferLink offer={trip.offer} />
          </Heading>
          <Text color="fg.muted">
            {trip.offer.destination}, {trip.offer.countryCode}
            {` · ${t(areaLabelKey(area))}`}
          </Text>
          <Badge
            colorPalette={confirmed ? "green" : "gray"}
            variant="subtle"
            alignSelf="flex-start"
          >
            {t(confirmed ? "trips.status.CONFIRMED" : "trips.status.CANCELLED")}
          </Badge>
        </Stack>
        <TripFacts trip={trip} mt="4">
          {data.reservation.travellers.length > 0 ? (
            <TripFact label={t("trips.field.travellers")}>
              {data.reservation.travellers.map((p) => `${p.firstName} ${p.lastName}`).join(", ")}
            </TripFact>
          ) : null}
          {data.reservation.contact ? (
            <TripFact label={t("trips.field.contact")}>
              {[data.reservation.contact.email, data.reservation.contact.phone]
                .filter(Boolean)
                .join(" · ")}
            </TripFact>
          ) : null}
          <TripFact label={t("trips.field.paidWith")}>{cardName(terms.paidWith)}</TripFact>
          <TripFact label={t("trips.field.bookedAt")}>
            {formatDay(data.reservation.bookedAt.slice(0, 10), i18n.language)}
          </TripFact>
        </TripFacts>
      </Panel>
      <Panel padding="md" as="section" aria-labelledby="trip-terms">
        <Stack gap="3">
          <Heading as="h2" id="trip-terms" size="md">
            {t(terms.cancellation ? "trips.cancellation.title" : "trips.terms.title")}
          </Heading>
          {terms.cancellation ? (
            <CancellationSummary trip={terms} />
          ) : terms.canCancel && terms.cancellationTerms ? (
            <>
              <Text>{terms.cancellationTerms.summary}</Text>
              <Text fontWeight="semibold">
                {t("trips.terms.refundToday", {
                  percent: terms.refundPercentIfCancelledToday ?? 0,
                })}
              </Text>
              <CancelTrip trip={terms} />
            </>
          ) : (
            <Text color="fg.muted">{t("trips.terms.cannotCancel")}</Text>
          )}
        </Stack>
      </Panel>
    </Stack>
  );
}
