import { WalletCard } from "@travel/design-system";
import { useTranslation } from "../../lib/i18n";
import { getFragmentData, graphql, type FragmentType } from "../../__generated__";
import type { WalletQuery } from "../../__generated__/graphql";
import { CardAmount } from "./card-amount";
import { cardState, productName, usableProducts } from "./card-state";

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
    ...CardAmounts
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
    <WalletCard
      name={card.name}
      code={card.cardCode}
      status={state}
      statusLabel={t(`wallet.state.${state}`)}
      amount={<CardAmount card={card} />}
      usableOn={usableOn}
      labels={{
        status: t("wallet.field.state"),
        code: t("wallet.field.code"),
        amount: t(card.kind === "CASH_CARD" ? "wallet.field.balance" : "wallet.field.value"),
        usableOn: t("wallet.field.usableOn"),
      }}
    />
  );
}
