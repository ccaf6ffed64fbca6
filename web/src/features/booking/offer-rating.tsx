import { Box, HStack } from "@chakra-ui/react";
import { useTranslation } from "../../lib/i18n";

/** A rating out of 5 as stars, with its value in words for assistive technology. */
export function OfferRating({ rating }: { rating: number | null | undefined }) {
  const { t, i18n } = useTranslation();
  if (rating === null || rating === undefined) {
    return (
      <Box as="span" color="fg.muted" textStyle="sm">
        {t("offers.unrated")}
      </Box>
    );
  }
  const value = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(rating);
  return (
    <HStack as="span" gap="1" textStyle="sm">
      <Box as="span" aria-hidden="true" color="orange.fg">
        ★
      </Box>
      <span>{t("offers.rating", { rating: value })}</span>
    </HStack>
  );
}
