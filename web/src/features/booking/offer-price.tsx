import { useTranslation } from "react-i18next";
import type { PriceUnit } from "../../__generated__/graphql";
import { MoneyAmount, type MoneyValue } from "../../lib/money/money-amount";

type Money = MoneyValue;

/**
 * An offer's price per unit: in the traveller's currency (`price`), or in USD when the gateway
 * has no rate for it.
 */
export function OfferPrice({
  price,
  basePrice,
  priceUnit,
}: {
  price: Money | null | undefined;
  basePrice: Money;
  priceUnit: PriceUnit;
}) {
  const { t } = useTranslation();
  const shown = price ?? basePrice;
  const key = priceUnit === "NIGHT" ? "offers.pricePerNight" : "offers.pricePerPerson";
  // The amount keeps its own element so it can be styled apart from "per night".
  const [before, after] = t(key, { price: "\u0000" }).split("\u0000");
  return (
    <>
      {before}
      <strong>
        <MoneyAmount value={shown} />
      </strong>
      {after}
    </>
  );
}
