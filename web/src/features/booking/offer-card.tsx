import { Flex, Heading, Link, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { getFragmentData, graphql, type FragmentType } from "../../__generated__";
import { offerPath, type ProductAreaKey } from "../../config/paths";
import { FavouriteToggle } from "./favourite-toggle";
import { OfferPrice } from "./offer-price";
import { OfferRating } from "./offer-rating";
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

/** An offer as a card of a list (the favourites): its name opens its booking view; the heart saves it. */
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
