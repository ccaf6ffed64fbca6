import type { ReactNode } from "react";
import { Badge, Box, Flex, Stack, Text } from "@chakra-ui/react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type { PriceUnit, QuoteQuery } from "../../__generated__/graphql";
import { isLabelKey } from "../../lib/i18n";
import { MoneyAmount } from "../../lib/money/money-amount";

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

function Row({
  label,
  detail,
  children,
  total,
}: {
  label: string;
  detail?: string;
  children: ReactNode;
  total?: boolean;
}) {
  return (
    <Box as="li" borderTopWidth={total ? "1px" : undefined} pt={total ? "2" : undefined}>
      <Flex justify="space-between" gap="4" align="baseline">
        <Text
          as="span"
          minW="0"
          overflowWrap="anywhere"
          fontWeight={total ? "semibold" : undefined}
        >
          {label}
        </Text>
        <Text
          as="span"
          flexShrink="0"
          fontWeight={total ? "bold" : "medium"}
          textStyle={total ? "xl" : undefined}
        >
          {children}
        </Text>
      </Flex>
      {detail ? (
        <Text color="fg.muted" textStyle="sm">
          {detail}
        </Text>
      ) : null}
    </Box>
  );
}

interface PriceBreakdownProps {
  quote: Quote;
  priceUnit: PriceUnit;
  /** The product's price-limit factor for discount cards (spec §9), for the only-discount note. */
  priceLimitFactor: number;
}

/**
 * The price of the trip as the gateway quoted it: the subtotal (nights or guests), each wallet
 * line, the total, and the only-discount marker explained when the discount cards cover it.
 */
export function PriceBreakdown({ quote, priceUnit, priceLimitFactor }: PriceBreakdownProps) {
  const { t } = useTranslation();
  const adjustments = quote.lines.filter(
    (line) => !(line.code === "BASE" && line.amount.decimal === quote.subtotal.decimal),
  );
  const percent = Math.round((priceLimitFactor - 1) * 100);
  return (
    <Stack gap="3">
      <Stack
        as="ul"
        aria-label={t("booking.breakdownLabel")}
        gap="2"
        listStyleType="none"
        m="0"
        p="0"
      >
        <Row
          label={t("booking.subtotal")}
          detail={t(priceUnit === "NIGHT" ? "booking.nightsCount" : "booking.guestsCount", {
            count: quote.units,
          })}
        >
          <MoneyAmount value={quote.subtotal} />
        </Row>
        {adjustments.map((line, index) => (
          <Row key={`${line.code}-${index}`} label={lineLabel(t, line)}>
            <MoneyAmount value={line.amount} />
          </Row>
        ))}
        <Row label={t("booking.total")} total>
          <MoneyAmount value={quote.total} />
        </Row>
      </Stack>
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
