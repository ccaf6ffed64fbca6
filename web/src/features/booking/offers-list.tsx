import { NothingState, PlainField } from "@travel/design-system";
import { useId, useState } from "react";
import { Box, Button, Flex, Heading, Input, Link, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { getFragmentData, graphql, type FragmentType } from "../../__generated__";
import type { WalletProduct } from "../../__generated__/graphql";
import { offerPath, type ProductAreaKey } from "../../config/paths";
import { useCurrencyRefetch } from "../../lib/locale/use-currency-refetch";
import { FavouriteToggle } from "./favourite-toggle";
import { OfferPrice } from "./offer-price";
import { OfferRating } from "./offer-rating";
import { OffersQuery } from "./offers-query";
import { QueryPending } from "../../lib/ui/query-pending";
import { CardGrid } from "../../lib/ui/card-grid";
import { HeadedSection } from "../../lib/ui/headed-section";
import { cardLinkStyles, LinkCard } from "../../lib/ui/link-card";

/** What an offer's card shows; the booking view shows the same of its offer (offer-query.ts). */
export const OfferCardFields = graphql(`
  fragment OfferCardFields on Offer {
    id
    product
    name
    destination
    countryCode
    description
    rating
    priceUnit
    isFavourite
    basePrice {
      decimal
      currency
    }
    price {
      decimal
      currency
    }
  }
`);

/** The whole card is clickable: the offer's name links to its booking view and covers the card. */

/** An offer as a card of a list: its name opens its booking view; the heart saves it. */
export function OfferCard(props: {
  offer: FragmentType<typeof OfferCardFields>;
  area: ProductAreaKey;
}) {
  const { area } = props;
  const offer = getFragmentData(OfferCardFields, props.offer);
  return (
    <LinkCard layout="stack" gap="2" padding="md" minW="0">
      <Flex justify="space-between" align="flex-start" gap="2">
        <Heading as="h3" size="md" overflowWrap="anywhere">
          <Link asChild css={cardLinkStyles}>
            <RouterLink to={offerPath(area, offer.id)}>{offer.name}</RouterLink>
          </Link>
        </Heading>
        <FavouriteToggle offerId={offer.id} isFavourite={offer.isFavourite} />
      </Flex>
      <Text color="fg.muted" textStyle="sm">
        {offer.destination}, {offer.countryCode}
      </Text>
      <OfferRating rating={offer.rating} />
      <Text textStyle="sm" lineClamp={3}>
        {offer.description}
      </Text>
      <Text mt="auto" pt="2">
        <OfferPrice price={offer.price} basePrice={offer.basePrice} priceUnit={offer.priceUnit} />
      </Text>
    </LinkCard>
  );
}

/** The destination filter: a search box whose value goes to the address (`?destination=lis`). */
function DestinationFilter({ value }: { value: string }) {
  const { t } = useTranslation();
  const [, setSearchParams] = useSearchParams();
  const [draft, setDraft] = useState(value);
  const hintId = useId();

  // Applied from a click or Enter rather than a form submission: the address change starts a
  // router transition, which React would otherwise treat as a form action.
  const apply = () => {
    const destination = draft.trim();
    setSearchParams(destination ? { destination } : {});
  };

  return (
    <Box role="search" aria-label={t("offers.filterLabel")}>
      <Flex
        direction={{ base: "column", sm: "row" }}
        gap="3"
        align={{ base: "stretch", sm: "flex-end" }}
      >
        <PlainField flex="1" maxW={{ sm: "md" }} label={t("offers.destination")}>
          <Input
            type="search"
            name="destination"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key !== "Enter") return;
              e.preventDefault();
              apply();
            }}
            aria-describedby={hintId}
            autoComplete="off"
          />
        </PlainField>
        <Button type="button" onClick={apply}>
          {t("offers.search")}
        </Button>
        {value ? (
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              setDraft("");
              setSearchParams({});
            }}
          >
            {t("offers.clear")}
          </Button>
        ) : null}
      </Flex>
      <Text id={hintId} mt="1" color="fg.muted" textStyle="sm">
        {t("offers.destinationHint")}
      </Text>
    </Box>
  );
}

interface OffersListProps {
  area: ProductAreaKey;
  /** The area's translated name. */
  areaLabel: string;
  product: WalletProduct;
}

/** The offers of a product area with a destination filter; each opens its booking view. */
export function OffersList({ area, areaLabel, product }: OffersListProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const destination = searchParams.get("destination")?.trim() ?? "";
  const { data, previousData, loading, error, refetch } = useQuery(OffersQuery, {
    variables: { product, destination: destination || null },
  });
  useCurrencyRefetch(refetch);
  // While another destination loads, the last list stays in view (marked busy).
  const shown = data ?? (loading ? previousData : undefined);

  let body;
  if (!shown) {
    body = <QueryPending error={error} refetch={refetch} page />;
  } else if (shown.offers.length === 0) {
    body = <NothingState message={t(destination ? "offers.empty" : "offers.emptyArea")} />;
  } else {
    body = (
      <Stack gap="3">
        <Text color="fg.muted" aria-live="polite">
          {t("offers.count", { count: shown.offers.length })}
        </Text>
        <CardGrid label={t("offers.listLabel", { area: areaLabel })} busy={loading} wide>
          {shown.offers.map((offer) => (
            <OfferCard key={offer.id} offer={offer} area={area} />
          ))}
        </CardGrid>
      </Stack>
    );
  }

  return (
    <HeadedSection title={t("offers.heading")} gap="5">
      <DestinationFilter key={destination} value={destination} />
      {body}
    </HeadedSection>
  );
}
