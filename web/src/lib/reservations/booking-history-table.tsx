import { Badge, Box, Link, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { useTranslation } from "react-i18next";
import type { WalletProduct } from "../../__generated__/graphql";
import { offerPath } from "../../config/paths";
import { isLabelKey } from "../i18n";
import { MoneyAmount, type MoneyValue } from "../money/money-amount";
import { formatPrice } from "../money/format-price";
import { areaOfProduct } from "../product-areas";
import { useTripColumn } from "./cells";
import { RecordTable, type RecordColumn } from "@travel/design-system";

type Money = MoneyValue;

/** What a booking-history row shows (the traveller's and the agent's reservations both fit). */
export interface HistoryReservation {
  id: string;
  reference: string;
  checkIn: string;
  checkOut?: string | null;
  guests: number;
  status: string;
  bookedAt: string;
  total: Money;
  displayTotal?: Money | null;
  offer: {
    id: string;
    product: WalletProduct;
    name: string;
    destination: string;
    countryCode: string;
  };
}

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
  reservations,
  caption,
  headingLevel = 3,
}: {
  reservations: readonly HistoryReservation[];
  caption: string;
  headingLevel?: 2 | 3 | 4;
}) {
  const { t } = useTranslation();
  const tripColumn = useTripColumn<HistoryReservation>();
  const bookedOn = useBookedOn();
  const title: RecordColumn<HistoryReservation> = {
    key: "booking",
    header: t("bookingHistory.column.booking"),
    cell: (r) => {
      const area = areaOfProduct(r.offer.product);
      return (
        <Stack gap="0" minW="0">
          {area ? (
            <Link asChild variant="underline">
              <RouterLink to={offerPath(area.key, r.offer.id)}>{r.offer.name}</RouterLink>
            </Link>
          ) : (
            <span>{r.offer.name}</span>
          )}
          <Text
            as="span"
            color="fg.muted"
            fontWeight="normal"
            textStyle="sm"
            overflowWrap="break-word"
          >
            {r.offer.destination}, {r.offer.countryCode}
            {area ? ` · ${t(area.titleKey)}` : null}
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
