import { Badge, Box, Flex, Heading, HStack, Image, Link, Stack, Text } from "@chakra-ui/react";
import { Panel } from "@travel/design-system";
import { Link as RouterLink } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { getFragmentData, graphql, type FragmentType } from "../../__generated__";
import { cardLinkStyles, LinkCard } from "../../lib/ui/link-card";
import { bookingSoonKey } from "./booking-availability";
import type { ResultFactsFields } from "./result-facts";
import { ResultFacts } from "./result-facts";
import { ResultPrice } from "./result-price";
import { ResultRating } from "./result-rating";

/** What a result's card shows. */
export const SearchResultFields = graphql(`
  fragment SearchResultFields on OfferSearchResult {
    id
    name
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

/** Width and height of the picture (the gateway's SVGs are 640 × 400), so nothing moves as it loads. */
export const IMAGE_WIDTH = 320;
export const IMAGE_HEIGHT = 200;
/** Units left below which the card says so. */
const FEW_LEFT = 5;

/**
 * A search result: its picture, name (a link to its booking view when `href` is given), place,
 * stars and rating, the area's facts, the cancellation terms, units left when few, and the total.
 */
export function ResultCard(props: {
  result: FragmentType<typeof SearchResultFields>;
  /** Its area's facts, a fragment of its own at the results' level (the gateway limits depth). */
  facts: FragmentType<typeof ResultFactsFields>;
  /** Its booking view with the search's dates and party; none while the area cannot be booked. */
  href: string | null;
}) {
  const { t } = useTranslation();
  const { href } = props;
  const result = getFragmentData(SearchResultFields, props.result);
  const Card = href ? LinkCard : Panel;
  const place = result.origin
    ? t("search.route", { from: result.origin.name, to: result.destination.name })
    : `${result.destination.name}, ${result.destination.countryCode}`;
  return (
    <Card as="li" padding="none" overflow="hidden" minW="0" display="flex" flexDirection="column">
      <Image asChild w="full" h="auto" aspectRatio="16 / 10" objectFit="cover" bg="bg.muted">
        <img
          src={result.imageUrl}
          alt={t("search.imageAlt", { name: result.name, place })}
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
          loading="lazy"
        />
      </Image>
      <Stack gap="2" p="4" flex="1" textStyle="sm">
        <Heading as="h3" size="md" overflowWrap="anywhere">
          {href ? (
            <Link asChild css={cardLinkStyles}>
              <RouterLink to={href}>{result.name}</RouterLink>
            </Link>
          ) : (
            result.name
          )}
        </Heading>
        <Text color="fg.muted">{place}</Text>
        <ResultRating stars={result.stars} rating={result.rating} reviews={result.reviewCount} />
        <Text lineClamp={2}>{result.description}</Text>
        <Box color="fg.muted">
          <ResultFacts result={props.facts} />
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
          {href ? null : (
            <Text color="fg.muted" fontStyle="italic">
              {t(bookingSoonKey)}
            </Text>
          )}
        </Flex>
      </Stack>
    </Card>
  );
}
