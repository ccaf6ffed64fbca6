import { Flex, Heading, Link, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { useTranslation } from "../../lib/i18n";
import { getFragmentData, graphql, type FragmentType } from "../../__generated__";
import { areaLabelKey, areaOfCode, offerPathOf } from "../../lib/offer-areas";
import { FavouriteToggle } from "../../lib/favourites/favourite-toggle";
import { OfferPrice } from "./offer-price";
import { OfferRating } from "./offer-rating";
import { cardLinkStyles, LinkCard } from "../../lib/ui/link-card";

/**
 * What an offer's card shows; the booking view shows the same of its offer (offer-query.ts), with
 * its picture, place and the facts of its area.
 */
export const OfferCardFields = graphql(`
  fragment OfferCardFields on Offer {
    id
    area
    product
    name
    destination
    countryCode
    description
    rating
    priceUnit
    maxGuests
    startWeekday
    imageUrl
    isFavourite
    place {
      id
      name
      countryCode
    }
    origin {
      id
      name
    }
    details {
      ...OfferFactsFields
    }
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

/**
 * An offer as a card of a list (the favourites): its name opens its booking view (on its area's
 * page); its area is named; the heart saves it.
 */
export function OfferCard(props: { offer: FragmentType<typeof OfferCardFields> }) {
  const { t } = useTranslation();
  const offer = getFragmentData(OfferCardFields, props.offer);
  return (
    <LinkCard layout="stack" gap="2" padding="md" minW="0">
      <Flex justify="space-between" align="flex-start" gap="2">
        <Heading as="h3" size="md" overflowWrap="anywhere">
          <Link asChild css={cardLinkStyles}>
            <RouterLink to={offerPathOf(offer.area, offer.id)}>{offer.name}</RouterLink>
          </Link>
        </Heading>
        <FavouriteToggle offerId={offer.id} isFavourite={offer.isFavourite} />
      </Flex>
      <Text color="fg.muted" textStyle="sm">
        {offer.destination}, {offer.countryCode} · {t(areaLabelKey(areaOfCode(offer.area)))}
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
