import { Badge, Box, DataList, Heading } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { WalletQuery } from "../../__generated__/graphql";
import { CardAmount } from "./card-amount";
import { cardState, cardStatePalette, productName, usableProducts } from "./card-state";

export type WalletCard = NonNullable<WalletQuery["wallet"]>["certificates"][number];

/**
 * One card of the wallet page: its name, code, state (a badge with the state's name), amount
 * in the chosen currency (and the card's own) and the products it can be used for.
 */
export function WalletCardItem({ card }: { card: WalletCard }) {
  const { t } = useTranslation();
  const state = cardState(card);
  const products = usableProducts(card);
  const usableOn =
    products === null
      ? t("wallet.usableOnAny")
      : products.length === 0
        ? t("wallet.usableOnNone")
        : products.map((code) => productName(t, code)).join(", ");
  return (
    <Box
      as="li"
      borderWidth="1px"
      borderRadius="xl"
      bg="bg.panel"
      p={{ base: "4", md: "5" }}
      minW="0"
      opacity={state === "active" ? 1 : 0.85}
    >
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
    </Box>
  );
}
