import { Money } from "@travel/design-system";
import { useTranslation } from "../../lib/i18n";
import type { PriceUnit } from "../../__generated__/graphql";
import type { MoneyValue } from "../../lib/money/money-amount";

/**
 * An offer's lowest price per unit (its calendar's prices vary by day, hence "From …"): in the
 * traveller's currency (`price`), or in USD when the gateway has no rate for it; the design
 * system's `Money` in the translated sentence ("From {{price}} per night").
 */
export function OfferPrice({
  price,
  basePrice,
  priceUnit,
}: {
  price: MoneyValue | null | undefined;
  basePrice: MoneyValue;
  priceUnit: PriceUnit;
}) {
  const { t, i18n } = useTranslation();
  const key = (
    {
      NIGHT: "offers.pricePerNight",
      PERSON: "offers.pricePerPerson",
      DAY: "offers.pricePerDay",
      WEEK: "offers.pricePerWeek",
      TRIP: "offers.pricePerTrip",
    } as const
  )[priceUnit];
  return (
    <Money
      value={price ?? basePrice}
      locale={i18n.language}
      // the sentence with its placeholder kept: Money puts the amount there
      sentence={t(key, { price: "{{price}}" })}
    />
  );
}
