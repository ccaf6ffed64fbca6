import { Panel } from "@travel/design-system";
import { Badge, Box, DataList, Heading } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { getFragmentData, graphql, type FragmentType } from "../../__generated__";
import type { WalletQuery } from "../../__generated__/graphql";
import { CardAmount } from "./card-amount";
import { cardState, cardStatePalette, productName, usableProducts } from "./card-state";

/** What a card of the wallet page shows: the same for certificates, discount cards and cash. */
export const WalletCardFields = graphql(`
  fragment WalletCardFields on PaymentCard {
    id
    cardCode
    paymentCardId
    kind
    name
    status
    active
    services
    productCode
    amount {
      decimal
      currency
    }
    amountInCurrency {
      decimal
      currency
    }
  }
`);

/** A card as the wallet query gives it: its id, the rest for WalletCardItem (masked). */
export type WalletCard = NonNullable<WalletQuery["wallet"]>["certificates"][number];

/**
 * One card of the wallet page: its name, code, state (a badge with the state's name), amount
 * in the chosen currency (and the card's own) and the products it can be used for.
 */
export function WalletCardItem(props: { card: FragmentType<typeof WalletCardFields> }) {
  const { t } = useTranslation();
  const card = getFragmentData(WalletCardFields, props.card);
  const state = cardState(card);
  const products = usableProducts(card);
  const usableOn =
    products === null
      ? t("wallet.usableOnAny")
      : products.length === 0
        ? t("wallet.usableOnNone")
        : products.map((code) => productName(t, code)).join(", ");
  return (
    <Panel as="li" padding="md" minW="0" opacity={state === "active" ? 1 : 0.85}>
      <Box display="flex" alignItems="flex-start" justifyContent="space-between" gap="3">
        <Heading as="h3" size="md" minW="0" overflowWrap="anywhere">
          {card.name}
        </Heading>
        <Badge colorPalette={cardStatePalette[state]} variant="subtle" size="md" flexShrink="0">
          <Box as="span" srOnly>
            {t("wallet.field.state")}:{" "}
          </Box>
          {t(`wallet.state.${state}`)}
        </Badge>
      </Box>
      <DataList.Root orientation="horizontal" size="sm" mt="3" gap="2">
        <DataList.Item>
          <DataList.ItemLabel>{t("wallet.field.code")}</DataList.ItemLabel>
          <DataList.ItemValue fontFamily="mono" overflowWrap="anywhere">
            {card.cardCode}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>
            {t(card.kind === "CASH_CARD" ? "wallet.field.balance" : "wallet.field.value")}
          </DataList.ItemLabel>
          <DataList.ItemValue fontWeight="semibold">
            <CardAmount amount={card.amount} converted={card.amountInCurrency ?? null} />
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t("wallet.field.usableOn")}</DataList.ItemLabel>
          <DataList.ItemValue>{usableOn}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
    </Panel>
  );
}
