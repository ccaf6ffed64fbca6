import { Box, HStack, Text } from "@chakra-ui/react";
import { useTranslation } from "../../lib/i18n";

/** Stars (the class) and the rating out of 5 with its number of reviews, in words. */
export function ResultRating({
  stars,
  rating,
  reviews,
}: {
  stars: number | null | undefined;
  rating: number | null | undefined;
  reviews: number;
}) {
  const { t, i18n } = useTranslation();
  const value =
    rating === null || rating === undefined
      ? null
      : new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(rating);
  return (
    <HStack as="p" gap="2" wrap="wrap">
      {stars ? (
        <Box
          as="span"
          aria-label={t("search.stars", { count: stars })}
          role="img"
          color="orange.fg"
        >
          {"★".repeat(stars)}
        </Box>
      ) : null}
      {value === null ? (
        <Text as="span" color="fg.muted">
          {t("offers.unrated")}
        </Text>
      ) : (
        <Text as="span">
          {t("search.rating", {
            rating: value,
            reviews: new Intl.NumberFormat(i18n.language).format(reviews),
          })}
        </Text>
      )}
    </HStack>
  );
}
