import { Badge, Box, Stack, Text } from "@chakra-ui/react";
import { PriceBreakdown as PriceLines } from "@travel/design-system";
import { isLabelKey, type TFunction, useTranslation } from "../../lib/i18n";
import type { PriceUnit, QuoteQuery } from "../../__generated__/graphql";
import type { SearchArea } from "../../lib/offer-areas";
import { usePartyWords } from "../../lib/offers/party";

export type Quote = NonNullable<QuoteQuery["quote"]>;
type QuoteLine = Quote["lines"][number];

/** A line's label: a label key the app knows, else the text for its code with the card's name. */
function lineLabel(t: TFunction, line: QuoteLine): string {
  if (isLabelKey(line.label)) return t(line.label);
  // A label that looks like a key the app does not know is not a name worth showing.
  const name = /^[a-z]+(\.[A-Za-z_]+)+$/.test(line.label) ? "" : line.label;
  switch (line.code) {
    case "BASE":
      return t("booking.subtotal");
    case "CERTIFICATE":
      return t("booking.line.CERTIFICATE", { name });
    case "CERTIFICATE_PURCHASE":
      return t("booking.line.CERTIFICATE_PURCHASE", { name });
    case "DISCOUNT_CARD":
      return t("booking.line.DISCOUNT_CARD", { name });
    case "CASH_CARD":
      return t("booking.line.CASH_CARD", { name });
    default:
      return name || line.code;
  }
}

interface PriceBreakdownProps {
  quote: Quote;
  priceUnit: PriceUnit;
  /** The trip quoted (its rooms). */
  trip: { rooms?: number | null } | null;
  /** What the area calls its party. */
  party: SearchArea["party"];
  /** The product's price-limit factor for discount cards (spec §9), for the only-discount note. */
  priceLimitFactor: number;
}

/**
 * The price of the trip as the gateway quoted it: the subtotal (nights, days or the party; rooms
 * when more than one), each wallet
 * line, the total, and the only-discount marker explained when the discount cards cover it.
 */
export function PriceBreakdown({
  quote,
  priceUnit,
  trip,
  party,
  priceLimitFactor,
}: PriceBreakdownProps) {
  const { t, i18n } = useTranslation();
  const words = usePartyWords();
  const rooms = trip?.rooms ?? 1;
  const detail = [
    priceUnit === "NIGHT"
      ? t("booking.nightsCount", { count: quote.units })
      : priceUnit === "DAY"
        ? t("booking.daysCount", { count: quote.units })
        : priceUnit === "PERSON"
          ? t(`offer.partyCount.${party}`, { count: quote.units })
          : null,
    rooms > 1 ? words.roomsCount(rooms, priceUnit === "WEEK" ? "WEK" : null) : null,
  ]
    .filter(Boolean)
    .join(" · ");
  const adjustments = quote.lines.filter(
    (line) => !(line.code === "BASE" && line.amount.decimal === quote.subtotal.decimal),
  );
  const percent = Math.round((priceLimitFactor - 1) * 100);
  return (
    <Stack gap="3">
      <PriceLines
        label={t("booking.breakdownLabel")}
        locale={i18n.language}
        lines={[
          {
            key: "subtotal",
            label: t("booking.subtotal"),
            detail: detail || undefined,
            amount: quote.subtotal,
          },
          ...adjustments.map((line, index) => ({
            key: `${line.code}-${index}`,
            label: lineLabel(t, line),
            amount: line.amount,
          })),
        ]}
        total={{ label: t("booking.total"), amount: quote.total }}
      />
      {quote.onlyDiscount ? (
        <Box borderRadius="md" bg="green.subtle" p="3">
          <Badge colorPalette="green" variant="solid">
            {t("booking.onlyDiscount")}
          </Badge>
          <Text mt="1" textStyle="sm">
            {t("booking.onlyDiscountExplained", { percent })}
          </Text>
        </Box>
      ) : null}
    </Stack>
  );
}
