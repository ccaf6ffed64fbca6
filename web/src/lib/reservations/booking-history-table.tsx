import { Badge, Box, Link, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { isLabelKey, useTranslation } from "../i18n";
import { getFragmentData, graphql, type FragmentType } from "../../__generated__";
import type { HistoryReservationFieldsFragment } from "../../__generated__/graphql";
import { MoneyAmount } from "../money/money-amount";
import { formatPrice } from "../money/format-price";
import { areaLabelKey, areaOfCode, offerPathOf } from "../offer-areas";
import { useTripColumn } from "./cells";
import { RecordTable, type RecordColumn } from "@travel/design-system";

/**
 * What a booking-history row shows (the traveller's and the agent's reservations both fit; the
 * trips list and the booking confirmation show it too, with the cards spent).
 */
export const HistoryReservationFields = graphql(`
  fragment HistoryReservationFields on Reservation {
    id
    reference
    checkIn
    checkOut
    guests
    rooms
    status
    bookedAt
    total {
      decimal
      currency
    }
    displayTotal {
      decimal
      currency
    }
    offer {
      id
      area
      name
      destination
      countryCode
    }
  }
`);

export type HistoryReservation = HistoryReservationFieldsFragment;

/** The day a booking was made, in the visitor's language and time zone. */
function useBookedOn() {
  const { i18n } = useTranslation();
  return (bookedAt: string) => {
    const date = new Date(bookedAt);
    if (Number.isNaN(date.getTime())) return bookedAt;
    try {
      return new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }).format(date);
    } catch {
      return bookedAt;
    }
  };
}

/** The amount in the chosen currency, and what was paid when that was another currency. */
function HistoryTotal({ reservation }: { reservation: HistoryReservation }) {
  const { t, i18n } = useTranslation();
  const shown = reservation.displayTotal ?? reservation.total;
  const paidOther = shown.currency !== reservation.total.currency;
  return (
    <Box>
      <Text as="span" fontWeight="semibold">
        <MoneyAmount value={shown} />
      </Text>
      {paidOther ? (
        <Text as="span" display="block" color="fg.muted" textStyle="sm">
          {t("bookingHistory.paidAs", {
            amount: formatPrice(
              reservation.total.decimal,
              reservation.total.currency,
              i18n.language,
            ),
          })}
        </Text>
      ) : null}
    </Box>
  );
}

function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const key = `trips.status.${status.toUpperCase()}`;
  return (
    <Badge colorPalette={status.toUpperCase() === "CONFIRMED" ? "green" : "gray"} variant="subtle">
      {isLabelKey(key) ? t(key) : status}
    </Badge>
  );
}

/** Reservations, newest first as given: a captioned table on wide screens, cards on phones. */
export function BookingHistoryTable({
  caption,
  headingLevel = 3,
  ...props
}: {
  reservations: readonly FragmentType<typeof HistoryReservationFields>[];
  caption: string;
  headingLevel?: 2 | 3 | 4;
}) {
  const reservations = getFragmentData(HistoryReservationFields, props.reservations);
  const { t } = useTranslation();
  const tripColumn = useTripColumn<HistoryReservation>();
  const bookedOn = useBookedOn();
  const title: RecordColumn<HistoryReservation> = {
    key: "booking",
    header: t("bookingHistory.column.booking"),
    cell: (r) => {
      const area = areaOfCode(r.offer.area);
      return (
        <Stack gap="0" minW="0">
          <Link asChild variant="underline">
            <RouterLink to={offerPathOf(r.offer.area, r.offer.id)}>{r.offer.name}</RouterLink>
          </Link>
          <Text
            as="span"
            color="fg.muted"
            fontWeight="normal"
            textStyle="sm"
            overflowWrap="break-word"
          >
            {r.offer.destination}, {r.offer.countryCode}
            {` · ${t(areaLabelKey(area))}`}
          </Text>
        </Stack>
      );
    },
  };
  const columns: RecordColumn<HistoryReservation>[] = [
    { key: "booked", header: t("bookingHistory.column.booked"), cell: (r) => bookedOn(r.bookedAt) },
    {
      key: "reference",
      header: t("bookingHistory.column.reference"),
      cell: (r) => (
        <Text as="span" fontFamily="mono" fontWeight="semibold" whiteSpace="nowrap">
          {r.reference}
        </Text>
      ),
    },
    tripColumn,
    {
      key: "status",
      header: t("bookingHistory.column.status"),
      cell: (r) => <StatusBadge status={r.status} />,
    },
    {
      key: "total",
      header: t("bookingHistory.column.total"),
      cell: (r) => <HistoryTotal reservation={r} />,
      numeric: true,
    },
  ];
  return (
    <RecordTable
      caption={caption}
      records={reservations}
      recordKey={(r) => r.id}
      title={title}
      columns={columns}
      headingLevel={headingLevel}
    />
  );
}
