import { Badge, Box, Flex, Heading, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { useTranslation } from "../../lib/i18n";
import { getFragmentData, graphql, type FragmentType } from "../../__generated__";
import { FavouriteToggle } from "../../lib/favourites/favourite-toggle";
import { OfferImage } from "../../lib/offers/offer-image";
import { cardLinkStyles, LinkCard } from "../../lib/ui/link-card";
import { OfferFacts, type OfferFactsFields } from "../../lib/offers/offer-facts";
import { ResultPrice } from "./result-price";
import { ResultRating } from "./result-rating";

/** What a result's card shows. */
export const SearchResultFields = graphql(`
  fragment SearchResultFields on OfferSearchResult {
    id
    name
    isFavourite
    description
    imageUrl
    stars
    rating
    reviewCount
    unitsLeft
    destination {
      id
      name
      countryCode
    }
    origin {
      id
      name
    }
    cancellation {
      freeCancellation
      summary
    }
    ...ResultPriceFields
  }
`);

/** Units left below which the card says so. */
const FEW_LEFT = 5;

/**
 * A search result: its picture, name (a link to its booking view), its heart (outside the link),
 * place, stars and rating, the area's facts, the cancellation terms, units left when few, and the total.
 */
export function ResultCard(props: {
  result: FragmentType<typeof SearchResultFields>;
  /** Its area's facts (its `details`). */
  facts: FragmentType<typeof OfferFactsFields>;
  /** Its booking view with the search's dates, party and rooms. */
  href: string;
}) {
  const { t } = useTranslation();
  const { href } = props;
  const result = getFragmentData(SearchResultFields, props.result);
  const place = result.origin
    ? t("search.route", { from: result.origin.name, to: result.destination.name })
    : `${result.destination.name}, ${result.destination.countryCode}`;
  return (
    <LinkCard
      as="li"
      padding="none"
      overflow="hidden"
      minW="0"
      display="flex"
      flexDirection="column"
    >
      <OfferImage src={result.imageUrl} alt={t("search.imageAlt", { name: result.name, place })} />
      <Stack gap="2" p="4" flex="1" textStyle="sm">
        <Flex justify="space-between" align="start" gap="2">
          <Heading as="h3" size="md" overflowWrap="anywhere" minW="0">
            <Link asChild css={cardLinkStyles}>
              <RouterLink to={href}>{result.name}</RouterLink>
            </Link>
          </Heading>
          <FavouriteToggle offerId={result.id} isFavourite={result.isFavourite} />
        </Flex>
        <Text color="fg.muted">{place}</Text>
        <ResultRating stars={result.stars} rating={result.rating} reviews={result.reviewCount} />
        <Text lineClamp={2}>{result.description}</Text>
        <Box color="fg.muted">
          <OfferFacts details={props.facts} />
        </Box>
        <HStack gap="2" wrap="wrap">
          {result.cancellation.freeCancellation ? (
            <Badge colorPalette="green" variant="subtle">
              {t("search.freeCancellation")}
            </Badge>
          ) : null}
          {result.unitsLeft > 0 && result.unitsLeft < FEW_LEFT ? (
            <Badge colorPalette="orange" variant="subtle">
              {t("search.unitsLeft", { count: result.unitsLeft })}
            </Badge>
          ) : null}
        </HStack>
        <Text color="fg.muted">{result.cancellation.summary}</Text>
        <Flex mt="auto" pt="2" direction="column" gap="1">
          <ResultPrice result={result} />
        </Flex>
      </Stack>
    </LinkCard>
  );
}
