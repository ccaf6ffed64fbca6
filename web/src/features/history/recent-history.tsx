import { Panel } from "@travel/design-system";
import { useEffect, useId } from "react";
import { Heading, Link, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { offerPath, productPaths, type ProductAreaKey } from "../../config/paths";
import { latestOf } from "./record-history";
import { useHistory } from "./use-history";

/**
 * The area's history: "Your last search: Lisbon" (searches again) and "Recently viewed: <offer>"
 * (opens it). The search being shown now is not repeated. Renders nothing without history.
 */
export function RecentHistory({
  area,
  currentDestination = "",
}: {
  area: ProductAreaKey;
  /** The destination searched on the page now, if any. */
  currentDestination?: string;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const { entries } = useHistory();
  const search = latestOf(entries, "search", area);
  const shownSearch =
    search && search.destination.toLowerCase() !== currentDestination.trim().toLowerCase()
      ? search
      : undefined;
  const offer = latestOf(entries, "offer", area);
  if (!shownSearch && !offer) return null;

  return (
    <Panel as="section" aria-labelledby={headingId} radius="lg" padding="sm" tone="subtle">
      <Heading as="h2" id={headingId} size="md" mb="2">
        {t("history.heading")}
      </Heading>
      <Stack as="ul" listStyleType="none" m="0" p="0" gap="1">
        {shownSearch ? (
          <Text as="li">
            {t("history.lastSearch")}{" "}
            <Link asChild fontWeight="semibold" color="brand.fg">
              <RouterLink
                to={`${productPaths[area]}?${new URLSearchParams({ destination: shownSearch.destination }).toString()}`}
              >
                {shownSearch.destination}
              </RouterLink>
            </Link>
          </Text>
        ) : null}
        {offer ? (
          <Text as="li">
            {t("history.recentlyViewed")}{" "}
            <Link asChild fontWeight="semibold" color="brand.fg">
              <RouterLink to={offerPath(area, offer.offerId)}>
                {offer.name}
                <span aria-hidden="true"> →</span>
              </RouterLink>
            </Link>
          </Text>
        ) : null}
      </Stack>
    </Panel>
  );
}

/** Records the destination searched in an area (nothing for an empty search). */
export function useRecordSearch(area: ProductAreaKey, destination: string): void {
  const { record } = useHistory();
  const trimmed = destination.trim();
  useEffect(() => {
    if (trimmed !== "") record({ kind: "search", area, destination: trimmed });
  }, [record, area, trimmed]);
}

/** Records the offer viewed in an area once its name is known. */
export function useRecordOfferView(
  area: ProductAreaKey,
  offerId: string,
  name: string | null,
): void {
  const { record } = useHistory();
  useEffect(() => {
    if (name) record({ kind: "offer", area, offerId, name });
  }, [record, area, offerId, name]);
}
