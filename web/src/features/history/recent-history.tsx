import { Panel, plainList } from "@travel/design-system";
import { useContext, useEffect, useId } from "react";
import { Heading, Link, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { useTranslation } from "../../lib/i18n";
import { offerPath, productPaths, type ProductAreaKey } from "../../config/paths";
import { useTripDates } from "../../lib/trip-dates";
import { latestOf, type SearchEntry } from "./record-history";
import { useHistory, type NewHistoryEntry } from "./use-history";
import { PageHistoryContext, RECENT_HISTORY_SLOT } from "./page-history";

/** The address a remembered search opens: its own query, or (older entries) its destination. */
const searchHref = (area: ProductAreaKey, search: SearchEntry) =>
  `${productPaths[area]}?${search.query ?? new URLSearchParams({ destination: search.destination }).toString()}`;

/**
 * The area's history: "Your last search: Lisbon · Jun 1 – Jun 4, 2026 · 2 guests" (opens it
 * again with one click) and "Recently viewed: <offer>" (opens it). The search being shown now
 * is not repeated. Renders nothing without history.
 */
export function RecentHistory({
  area,
  currentQuery = "",
}: {
  area: ProductAreaKey;
  /** The search shown on the page now (its address query), if any. */
  currentQuery?: string;
}) {
  const { t } = useTranslation();
  const tripDates = useTripDates();
  const headingId = useId();
  const { entries } = useHistory();
  // On the server the history is the browser's: a slot the page's script fills (page-history.ts).
  if (useContext(PageHistoryContext)) {
    const slot = { [RECENT_HISTORY_SLOT]: area, "data-current-query": currentQuery };
    return <div hidden {...slot} />;
  }
  const search = latestOf(entries, "search", area);
  const shownSearch =
    search && (search.query === undefined || search.query !== currentQuery) ? search : undefined;
  const offer = latestOf(entries, "offer", area);
  if (!shownSearch && !offer) return null;
  const words = shownSearch
    ? [
        shownSearch.destination || t("history.anywhere"),
        shownSearch.checkIn ? tripDates(shownSearch.checkIn, shownSearch.checkOut) : null,
        shownSearch.guests ? t("history.party", { count: shownSearch.guests }) : null,
      ]
        .filter(Boolean)
        .join(" · ")
    : "";
  return (
    <Panel as="section" aria-labelledby={headingId} radius="lg" padding="sm" tone="subtle">
      <Heading as="h2" id={headingId} size="md" mb="2">
        {t("history.heading")}
      </Heading>
      <Stack as="ul" {...plainList} gap="1">
        {shownSearch ? (
          <Text as="li">
            {t("history.lastSearch")}{" "}
            <Link asChild fontWeight="semibold" color="brand.fg">
              <RouterLink to={searchHref(area, shownSearch)}>{words}</RouterLink>
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

/** A search to remember: its place, address query, dates and party. */
export interface RecordedSearch {
  destination: string;
  query: string;
  checkIn: string;
  checkOut: string | null;
  guests: number;
}

/** On the server, notes what the page records for its script to write (page-history.ts). */
function useRecordOnServer(entry: NewHistoryEntry | null): void {
  const recorded = useContext(PageHistoryContext);
  if (recorded && entry) recorded.push(entry);
}

/** Records the search shown in an area (nothing without one), replacing the area's last. */
export function useRecordSearch(area: ProductAreaKey, search: RecordedSearch | null): void {
  const { record } = useHistory();
  const { destination = "", query = "", checkIn = "", checkOut = null, guests = 0 } = search ?? {};
  useRecordOnServer(
    query === "" ? null : { kind: "search", area, destination, query, checkIn, checkOut, guests },
  );
  useEffect(() => {
    if (query !== "")
      record({ kind: "search", area, destination, query, checkIn, checkOut, guests });
  }, [record, area, destination, query, checkIn, checkOut, guests]);
}

/** Records the offer viewed in an area once its name is known. */
export function useRecordOfferView(
  area: ProductAreaKey,
  offerId: string,
  name: string | null,
): void {
  const { record } = useHistory();
  useRecordOnServer(name ? { kind: "offer", area, offerId, name } : null);
  useEffect(() => {
    if (name) record({ kind: "offer", area, offerId, name });
  }, [record, area, offerId, name]);
}
