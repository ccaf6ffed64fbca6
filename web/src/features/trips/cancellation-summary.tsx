import { Stack, Text } from "@chakra-ui/react";
import { formatMoney } from "@travel/schema/money";
import { useTranslation } from "../../lib/i18n";
import type { TripCancellationFieldsFragment } from "../../__generated__/graphql";
import { formatDay } from "../../lib/dates";
import { useCardName } from "./cancel-trip";

/** How a trip was cancelled: when, what went back to which card, the wallet cards given back. */
export function CancellationSummary({ trip }: { trip: TripCancellationFieldsFragment }) {
  const { t, i18n } = useTranslation();
  const cardName = useCardName();
  const cancellation = trip.cancellation;
  if (!cancellation) return null;
  const amount = formatMoney(
    cancellation.cardRefund.decimal,
    cancellation.cardRefund.currency,
    i18n.language,
  );
  const refund = { amount, percent: cancellation.refundPercent, card: cardName(trip.paidWith) };
  return (
    <Stack gap="2">
      <Text>
        {t("trips.cancellation.on", {
          date: formatDay(cancellation.cancelledAt.slice(0, 10), i18n.language),
        })}
      </Text>
      <Text fontWeight="semibold">
        {cancellation.cardRefundStatus === "REFUNDED"
          ? t("trips.cancellation.refunded", refund)
          : cancellation.cardRefundStatus === "PENDING"
            ? t("trips.cancellation.pending", refund)
            : t("trips.cancellation.none")}
      </Text>
      {cancellation.cardsReturned.length > 0 ? (
        <Text>
          {t("trips.cancellation.cardsReturned", { cards: cancellation.cardsReturned.join(", ") })}
        </Text>
      ) : null}
    </Stack>
  );
}
