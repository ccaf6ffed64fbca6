import { Panel } from "@travel/design-system";
import { useEffect, useRef } from "react";
import { Alert, Button, DataList, Flex, Heading, Link } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { useTranslation } from "../../lib/i18n";
import { paths } from "../../config/paths";
import { MoneyAmount } from "../../lib/money/money-amount";
import type { ReservationWithCards } from "../../lib/reservations/reservation-with-cards";
import { usePartyWords } from "../../lib/offers/party";
import { useTripDates } from "../../lib/trip-dates";

export type ConfirmedReservation = ReservationWithCards;

/**
 * The booking made: its reference, dates, guests, total and the cards spent, with a link to
 * the traveller's trips. Focus moves to its heading so the change is announced.
 */
export function BookingConfirmation({
  reservation,
  backTo,
  backLabel,
}: {
  reservation: ConfirmedReservation;
  backTo: string;
  backLabel: string;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const tripDates = useTripDates();
  const words = usePartyWords();
  const { area } = reservation.offer;
  useEffect(() => heading.current?.focus(), []);
  return (
    <Panel layout="stack" as="section" aria-labelledby="booking-confirmed" gap="5">
      <Alert.Root status="success">
        <Alert.Indicator />
        <Alert.Title>
          <Heading
            as="h2"
            id="booking-confirmed"
            size="lg"
            ref={heading}
            tabIndex={-1}
            outline="none"
          >
            {t("confirmation.heading")}
          </Heading>
        </Alert.Title>
      </Alert.Root>
      <DataList.Root orientation={{ base: "vertical", sm: "horizontal" }} gap="3">
        <DataList.Item>
          <DataList.ItemLabel>{t("confirmation.reference")}</DataList.ItemLabel>
          <DataList.ItemValue fontFamily="mono" fontWeight="bold" textStyle="lg">
            {reservation.reference}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t("confirmation.offer")}</DataList.ItemLabel>
          <DataList.ItemValue>{reservation.offer.name}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t("confirmation.dates")}</DataList.ItemLabel>
          <DataList.ItemValue>
            {tripDates(reservation.checkIn, reservation.checkOut, area)}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{words.partyLabel(area)}</DataList.ItemLabel>
          <DataList.ItemValue>{reservation.guests}</DataList.ItemValue>
        </DataList.Item>
        {reservation.rooms > 1 ? (
          <DataList.Item>
            <DataList.ItemLabel>{words.roomsLabel(area)}</DataList.ItemLabel>
            <DataList.ItemValue>{reservation.rooms}</DataList.ItemValue>
          </DataList.Item>
        ) : null}
        <DataList.Item>
          <DataList.ItemLabel>{t("confirmation.total")}</DataList.ItemLabel>
          <DataList.ItemValue fontWeight="semibold">
            <MoneyAmount value={reservation.total} />
          </DataList.ItemValue>
        </DataList.Item>
        {reservation.cardsUsed.length > 0 ? (
          <DataList.Item>
            <DataList.ItemLabel>{t("confirmation.cards")}</DataList.ItemLabel>
            <DataList.ItemValue>
              {reservation.cardsUsed.map((c) => c.name).join(", ")}
            </DataList.ItemValue>
          </DataList.Item>
        ) : null}
      </DataList.Root>
      <Flex gap="3" wrap="wrap">
        <Button asChild>
          <RouterLink to={paths.account.userMyTrips}>{t("confirmation.myTrips")}</RouterLink>
        </Button>
        <Link asChild variant="underline" alignSelf="center">
          <RouterLink to={backTo}>{backLabel}</RouterLink>
        </Link>
      </Flex>
    </Panel>
  );
}
