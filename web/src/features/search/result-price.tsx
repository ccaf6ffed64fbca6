import { Text } from "@chakra-ui/react";
import { Money } from "@travel/design-system";
import { useTranslation } from "../../lib/i18n";
import { getFragmentData, graphql, type FragmentType } from "../../__generated__";

export const ResultPriceFields = graphql(`
  fragment ResultPriceFields on OfferSearchResult {
    priceUnit
    days
    priceFrom {
      decimal
      currency
    }
    total {
      decimal
      currency
    }
    baseTotal {
      decimal
      currency
    }
  }
`);

/**
 * The price of a result in the traveller's currency: its unit price and the total for the dates
 * and party ("€84 a night · €252 total"); the total in USD when the gateway has no rate.
 */
export function ResultPrice(props: { result: FragmentType<typeof ResultPriceFields> }) {
  const { t, i18n } = useTranslation();
  const result = getFragmentData(ResultPriceFields, props.result);
  const total = result.total ?? result.baseTotal;
  const placeholder = { price: "{{price}}" };
  return (
    <Text textStyle="md">
      {result.priceFrom && result.priceUnit !== "TRIP" ? (
        <>
          <Money
            value={result.priceFrom}
            locale={i18n.language}
            sentence={t(`search.unitPrice.${result.priceUnit}`, placeholder)}
            fontWeight="normal"
          />
          {" · "}
        </>
      ) : null}
      <Money value={total} locale={i18n.language} sentence={t("search.totalPrice", placeholder)} />
    </Text>
  );
}
