import type { ReactNode } from "react";
import { DataList } from "@chakra-ui/react";
import { useTranslation } from "../../lib/i18n";
import { MoneyAmount } from "../../lib/money/money-amount";
import type { ReservationWithCards } from "../../lib/reservations/reservation-with-cards";
import { usePartyWords } from "../../lib/offers/party";
import { useTripDates } from "../../lib/trip-dates";

/** One fact of a trip: its label and value. */
export function TripFact({
  label,
  children,
  strong,
}: {
  label: string;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue overflowWrap="anywhere" fontWeight={strong ? "semibold" : undefined}>
        {children}
      </DataList.ItemValue>
    </DataList.Item>
  );
}

/**
 * What the trips list and the itinerary say of a trip: its reference, dates (as its area has
 * them), party (guests, passengers…), rooms when more than one, total and the wallet cards spent;
 * `children` adds facts after them.
 */
export function TripFacts({
  trip,
  mt,
  children,
}: {
  trip: ReservationWithCards;
  mt: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const tripDates = useTripDates();
  const words = usePartyWords();
  const { area } = trip.offer;
  return (
    <DataList.Root orientation="horizontal" size="sm" mt={mt} gap="2">
      <DataList.Item>
        <DataList.ItemLabel>{t("trips.field.reference")}</DataList.ItemLabel>
        <DataList.ItemValue fontFamily="mono" fontWeight="semibold">
          {trip.reference}
        </DataList.ItemValue>
      </DataList.Item>
      <TripFact label={t("trips.field.dates")}>
        {tripDates(trip.checkIn, trip.checkOut, area)}
      </TripFact>
      <TripFact label={words.partyLabel(area)}>{trip.guests}</TripFact>
      {trip.rooms > 1 ? <TripFact label={words.roomsLabel(area)}>{trip.rooms}</TripFact> : null}
      <TripFact label={t("trips.field.total")} strong>
        <MoneyAmount value={trip.total} />
      </TripFact>
      <TripFact label={t("trips.field.cards")}>
        {trip.cardsUsed.length > 0
          ? trip.cardsUsed.map((card) => card.name).join(", ")
          : t("trips.noCards")}
      </TripFact>
      {children}
    </DataList.Root>
  );
}
