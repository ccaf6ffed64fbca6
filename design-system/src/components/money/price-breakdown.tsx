import type { ReactNode } from "react";
import { Box, Flex, Stack, Text } from "@chakra-ui/react";
import { plainList } from "../../theme/plain-list";
import { isNegativeAmount, type MoneyValue } from "./format-money";
import { Money } from "./money";
import type { PriceBreakdownProps } from "./types";

function Row({
  label,
  detail,
  amount,
  locale,
  total,
}: {
  label: ReactNode;
  detail?: ReactNode;
  amount: MoneyValue;
  locale?: string;
  total?: boolean;
}) {
  const saving = !total && isNegativeAmount(amount.decimal);
  return (
    <Box
      as="li"
      borderTopWidth={total ? "1px" : undefined}
      pt={total ? "2" : undefined}
      data-saving={saving || undefined}
    >
      <Flex justify="space-between" gap="4" align="baseline">
        <Text
          as="span"
          minW="0"
          overflowWrap="anywhere"
          fontWeight={total ? "semibold" : undefined}
        >
          {label}
        </Text>
        <Money
          value={amount}
          locale={locale}
          flexShrink="0"
          fontWeight={total ? "bold" : "medium"}
          textStyle={total ? "xl" : undefined}
          color={saving ? "green.fg" : undefined}
        />
      </Flex>
      {detail !== undefined && detail !== null && detail !== "" ? (
        <Text color="fg.muted" textStyle="sm">
          {detail}
        </Text>
      ) : null}
    </Box>
  );
}

/**
 * A price as a labelled list: its lines (the price, then certificates, discount and cash cards,
 * taxes…; a negative amount shows as a saving, in green) and the total, emphasised, last. It only
 * shows the amounts it is given: the arithmetic is the app's.
 */
export function PriceBreakdown({ label, lines, total, locale }: PriceBreakdownProps) {
  return (
    <Stack as="ul" aria-label={label} gap="2" {...plainList}>
      {lines.map((line) => (
        <Row
          key={line.key}
          label={line.label}
          detail={line.detail}
          amount={line.amount}
          locale={locale}
        />
      ))}
      <Row label={total.label} detail={total.detail} amount={total.amount} locale={locale} total />
    </Stack>
  );
}
