import { useId } from "react";
import { Heading, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { ErrorState, LoadingState, NothingState } from "@travel/design-system";
import { useTranslation } from "../../lib/i18n";
import { useCurrencyRefetch } from "../../lib/locale/use-currency-refetch";
import { CardGrid } from "../../lib/ui/card-grid";
import { FavouritesQuery } from "./favourites-query";
import { OfferCard } from "./offer-card";

/** The signed-in user's saved offers, newest first, as the offer cards of the results. */
export function FavouritesList() {
  const { t } = useTranslation();
  const headingId = useId();
  const { data, error, refetch } = useQuery(FavouritesQuery, {
    fetchPolicy: "cache-and-network",
  });
  useCurrencyRefetch(refetch);

  if (!data) {
    return error ? (
      <ErrorState onRetry={() => void refetch().catch(() => undefined)} />
    ) : (
      <LoadingState />
    );
  }
  const offers = data.favouritesConnection.nodes;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Heading as="h2" id={headingId} size="lg">
        {t("favourites.heading")}
      </Heading>
      {offers.length === 0 ? (
        <NothingState message={t("favourites.empty")} />
      ) : (
        <>
          <Text color="fg.muted" aria-live="polite">
            {t("favourites.count", { count: data.favouritesConnection.totalCount })}
          </Text>
          <CardGrid labelledBy={headingId} wide>
            {offers.map((offer) => (
              <OfferCard key={offer.id} offer={offer} />
            ))}
          </CardGrid>
        </>
      )}
    </Stack>
  );
}
