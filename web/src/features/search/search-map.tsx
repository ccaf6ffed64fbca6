import { useState } from "react";
import { Box, Heading, Link, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { useTranslation } from "../../lib/i18n";
import { getFragmentData, graphql, type FragmentType } from "../../__generated__";
import { formatMoneyAmount, OfferMap, plainList } from "@travel/design-system";
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
 * The results by place: the design system's offline map with a pin per destination (a place with
 * one offer links to it; a place with several selects it), and below it the places with their
 * offers, the selected one marked. This module is loaded only when the map view is chosen (the
 * map's geometry comes with it).
 */
export function SearchMap({
  results,
  hrefOf,
}: {
  results: readonly FragmentType<typeof MapResultFields>[];
  hrefOf: (id: string) => string;
}) {
  const { t, i18n } = useTranslation();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const points = groupMapPoints(
    results.map((r) => {
      const result = getFragmentData(MapResultFields, r);
      return { ...result, href: hrefOf(result.id) };
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
  const select = (id: string) => {
    setSelectedId(id);
    document.getElementById(`map-place-${id}`)?.scrollIntoView({ block: "nearest" });
  };
  return (
    <Stack gap="4">
      <OfferMap
        points={points}
        selectedId={selectedId}
        onSelect={select}
        aria-label={t("search.map.label")}
        renderLink={({ href, children, ...rest }) => (
          <RouterLink to={href} {...rest}>
            {children}
          </RouterLink>
        )}
      />
      <Stack as="ul" aria-label={t("search.map.places")} {...plainList} gap="3">
        {points.map((point) => (
          <Box
            as="li"
            key={point.id}
            id={`map-place-${point.id}`}
            aria-current={point.id === selectedId ? "true" : undefined}
            borderWidth={point.id === selectedId ? "2px" : "1px"}
            borderColor={point.id === selectedId ? "colorPalette.solid" : "border"}
            colorPalette="orange"
            borderRadius="lg"
            p="4"
          >
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
    </Stack>
  );
}
