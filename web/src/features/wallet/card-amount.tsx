import { Box, Text } from "@chakra-ui/react";
import { useTranslation } from "../../lib/i18n";
import { getFragmentData, type FragmentType } from "../../__generated__";
import { MoneyAmount } from "../../lib/money/money-amount";
import { formatPrice } from "../../lib/money/format-price";
import { CardAmounts } from "../../lib/wallet/card-amounts";

/**
 * A card's amount in the traveller's chosen currency, and in the card's own currency when that
 * differs (or alone when the gateway has no rate to convert it).
 */
export function CardAmount(props: { card: FragmentType<typeof CardAmounts> }) {
  const { t, i18n } = useTranslation();
  const { amount, amountInCurrency } = getFragmentData(CardAmounts, props.card);
  const converted = amountInCurrency ?? null;
  if (!converted || converted.currency.toUpperCase() === amount.currency.toUpperCase()) {
    return <MoneyAmount value={converted ?? amount} />;
  }
  return (
    <Box as="span" display="inline-flex" flexWrap="wrap" columnGap="2" alignItems="baseline">
      <MoneyAmount value={converted} />
      <Text as="span" color="fg.muted" textStyle="sm" fontWeight="normal">
        {t("wallet.ownAmount", {
          amount: formatPrice(amount.decimal, amount.currency, i18n.language),
        })}
      </Text>
    </Box>
  );
}
