import { useId } from "react";
import { Box, Heading, SimpleGrid, Text } from "@chakra-ui/react";
import { Panel } from "@travel/design-system";
import { type LabelKey, useTranslation } from "../../lib/i18n";
import type { WalletOption, WalletQuery as WalletData } from "../../__generated__/graphql";
import { formatPrice } from "../../lib/money/format-price";
import { MoneyAmount } from "../../lib/money/money-amount";

type Summary = NonNullable<WalletData["wallet"]>["summary"];

const PARTS: readonly {
  option: WalletOption;
  labelKey: LabelKey;
  amount: (s: Summary) => Summary["total"];
}[] = [
  {
    option: "CERTIFICATES",
    labelKey: "wallet.summary.certificates",
    amount: (s) => s.certificates,
  },
  {
    option: "DISCOUNT_CARDS",
    labelKey: "wallet.summary.discountCards",
    amount: (s) => s.discountCards,
  },
  { option: "CASH_CARD", labelKey: "wallet.summary.cashCard", amount: (s) => s.cashCard },
];

/**
 * What the traveller's usable cards are worth together, in the traveller's currency (the
 * gateway's Wallet.summary), and the part of each enabled kind.
 */
export function WalletSummary({
  summary,
  options,
}: {
  summary: Summary;
  options: readonly WalletOption[];
}) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const parts = PARTS.filter((p) => options.includes(p.option));
  return (
    <Panel as="section" layout="stack" aria-labelledby={headingId} gap="3">
      <Heading as="h2" id={headingId} size="lg">
        {t("wallet.summary.heading")}
      </Heading>
      <Text textStyle="xl" data-testid="wallet-total">
        {t("wallet.summary.total", {
          total: formatPrice(summary.total.decimal, summary.total.currency, i18n.language),
        })}
      </Text>
      <SimpleGrid as="dl" columns={{ base: 1, sm: parts.length }} gap="3" m="0">
        {parts.map((part) => (
          <Box key={part.option}>
            <Text as="dt" color="fg.muted" textStyle="sm">
              {t(part.labelKey)}
            </Text>
            <Text as="dd" m="0" fontWeight="medium">
              <MoneyAmount value={part.amount(summary)} />
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      {summary.complete ? null : (
        <Text color="fg.muted" textStyle="sm">
          {t("wallet.summary.incomplete")}
        </Text>
      )}
    </Panel>
  );
}
