import { Box, Heading, Link, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { getFragmentData, graphql, type FragmentType } from "../../__generated__";
import { formatMoneyAmount } from "@travel/design-system";
import { groupMapPoints } from "./map-points";

/** What the map reads of a result: its place and total. */
export const MapResultFields = graphql(`
  fragment MapResultFields on OfferSearchResult {
    id
    name
    destination {
      id
      name
      latitude
      longitude
    }
    total {
      decimal
      currency
    }
  }
`);

/**
 * The results by place: the map view's points (one per destination). Until the design system's
 * `OfferMap({ points, selectedId, onSelect, "aria-label", renderLink })` is wired in here, each
 * point is a list item with its coordinates and the offers there.
 */
export function SearchMap({
  results,
  hrefOf,
}: {
  results: readonly FragmentType<typeof MapResultFields>[];
  hrefOf: (id: string) => string | null;
}) {
  const { t, i18n } = useTranslation();
  const points = groupMapPoints(
    results.map((r) => {
      const result = getFragmentData(MapResultFields, r);
      return { ...result, href: hrefOf(result.id) ?? undefined };
    }),
    (group, lowest) =>
      lowest
        ? t("search.map.detail", {
            count: group.length,
            price: formatMoneyAmount(lowest.decimal, lowest.currency, i18n.language),
          })
        : t("search.offerCount", { count: group.length }),
  );
  const coordinates = (lat: number, lon: number) =>
    new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 4 }).format(lat) +
    ", " +
    new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 4 }).format(lon);
  return (
    <Stack as="ul" aria-label={t("search.map.label")} listStyleType="none" m="0" p="0" gap="3">
      {points.map((point) => (
        <Box as="li" key={point.id} borderWidth="1px" borderRadius="lg" p="4">
          <Heading as="h3" size="sm">
            {point.label}
          </Heading>
          <Text color="fg.muted" textStyle="sm">
            {t("search.map.coordinates", {
              coordinates: coordinates(point.latitude, point.longitude),
            })}{" "}
            · {point.detail}
          </Text>
          <Stack as="ul" listStyleType="disc" ps="5" mt="2" gap="1">
            {point.results.map((result) => (
              <li key={result.id}>
                {result.href ? (
                  <Link asChild color="brand.fg">
                    <RouterLink to={result.href}>{result.name}</RouterLink>
                  </Link>
                ) : (
                  result.name
                )}
              </li>
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
