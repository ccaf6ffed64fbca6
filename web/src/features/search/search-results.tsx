import { lazy, Suspense, useState } from "react";
import { Button, Flex, Skeleton, Stack, Text } from "@chakra-ui/react";
import { ErrorState, FormMessage, ModalDialog, Panel } from "@travel/design-system";
import { useTranslation } from "../../lib/i18n";
import { offerPath } from "../../config/paths";
import { useLocale } from "../../lib/locale/use-locale";
import { CardGrid } from "../../lib/ui/card-grid";
import { ResultCard } from "./result-card";
import { SearchFiltersPanel } from "./search-filters";
import { hasEndDate, type SearchArea } from "../../lib/offer-areas";
import { searchInputErrors } from "./search-errors";
import type { SearchOffersQuery as SearchOffersQueryData } from "../../__generated__/graphql";
import { MAX_PAGE, type SearchState } from "./search-params";
import { SearchToolbar } from "./search-toolbar";
import { EmptyResults } from "./empty-results";

// the map view and its geometry load only when the map is chosen
const SearchMap = lazy(() => import("./search-map").then((m) => ({ default: m.SearchMap })));

/** The search query's state, as the page asks it. */
export interface SearchQueryResult {
  data: SearchOffersQueryData | undefined;
  previousData: SearchOffersQueryData | undefined;
  loading: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/** Placeholder cards of a result card's size while the first results load. */
function ResultSkeletons() {
  return (
    <CardGrid wide busy>
      {Array.from({ length: 3 }, (_, i) => (
        <Panel as="li" key={i} padding="none" overflow="hidden">
          <Skeleton aspectRatio="16 / 10" w="full" />
          <Stack p="4" gap="3">
            <Skeleton h="6" w="70%" />
            <Skeleton h="4" w="50%" />
            <Skeleton h="16" />
            <Skeleton h="6" w="60%" />
          </Stack>
        </Panel>
      ))}
    </CardGrid>
  );
}

/**
 * The results of the search in the address: the count, the order, list or map, the filters
 * (a side column on wide screens, a dialog on phones), the cards and "Show more".
 */
export function SearchResults({
  area,
  state,
  query,
  onChange,
}: {
  area: SearchArea;
  state: SearchState;
  query: SearchQueryResult;
  onChange: (next: SearchState) => void;
}) {
  const { t } = useTranslation();
  const { info } = useLocale();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { data, previousData, loading, error, refetch } = query;
  const shown = data ?? (loading ? previousData : undefined);
  const currency = info?.currentCurrency.code ?? "USD";
  const filters = (
    <SearchFiltersPanel
      area={area}
      filters={state.filters}
      currency={currency}
      onChange={(next) => onChange({ ...state, filters: next, page: 1 })}
    />
  );
  // the booking view takes the search's dates, party and rooms (booking-params.ts reads them)
  const hrefOf = (id: string) =>
    `${offerPath(area.page, id)}?${new URLSearchParams({
      checkIn: state.checkIn,
      ...(state.checkOut && hasEndDate(area) ? { checkOut: state.checkOut } : {}),
      guests: String(state.guests),
      ...(area.rooms ? { rooms: String(state.rooms) } : {}),
    }).toString()}`;

  const refused = searchInputErrors(error);
  let body;
  if (!shown || (error && refused.length > 0)) {
    // refused input is shown by the form's fields (a filter's refusal here); the rest is a
    // failure with a retry
    if (refused.length > 0) {
      const unplaced = refused.filter((e) => e.field === null);
      body =
        unplaced.length > 0 ? (
          <FormMessage status="error">{unplaced.map((e) => e.message).join(" ")}</FormMessage>
        ) : null;
    } else {
      body = error ? (
        <ErrorState onRetry={() => void refetch().catch(() => undefined)} />
      ) : (
        <ResultSkeletons />
      );
    }
  } else if (shown.searchOffers.totalCount === 0) {
    body = <EmptyResults area={area} state={state} onChange={onChange} />;
  } else {
    const { nodes, totalCount, pageInfo } = shown.searchOffers;
    body = (
      <Stack gap="4">
        {state.view === "map" ? (
          <Suspense
            fallback={<Skeleton height={{ base: "320px", md: "480px" }} borderRadius="lg" />}
          >
            <SearchMap results={nodes} hrefOf={hrefOf} />
          </Suspense>
        ) : (
          <CardGrid
            label={t("search.resultsLabel", { area: t(`menu.${area.key}`) })}
            busy={loading}
            wide
          >
            {nodes.map((node) => (
              <ResultCard key={node.id} result={node} facts={node.details} href={hrefOf(node.id)} />
            ))}
          </CardGrid>
        )}
        {pageInfo.hasNextPage && state.page < MAX_PAGE ? (
          <Button
            variant="outline"
            alignSelf="center"
            loading={loading}
            loadingText={t("search.showMore")}
            onClick={() => onChange({ ...state, page: state.page + 1 })}
          >
            {t("search.showMore")}
          </Button>
        ) : nodes.length < totalCount ? (
          <Text color="fg.muted" textAlign="center">
            {t("search.narrowDown", { count: nodes.length })}
          </Text>
        ) : null}
      </Stack>
    );
  }

  return (
    <Flex gap="6" align="flex-start">
      <Stack
        as="aside"
        aria-label={t("search.filtersHeading")}
        display={{ base: "none", lg: "flex" }}
        w="64"
        flexShrink="0"
      >
        {filters}
      </Stack>
      <Stack gap="4" flex="1" minW="0">
        <SearchToolbar
          count={shown?.searchOffers.totalCount ?? null}
          state={state}
          onChange={onChange}
          onOpenFilters={() => setFiltersOpen(true)}
        />
        {body}
      </Stack>
      <ModalDialog
        open={filtersOpen}
        onClose={() => setFiltersOpen(false)}
        title={t("search.filtersHeading")}
        closeLabel={t("search.closeFilters")}
      >
        {filters}
      </ModalDialog>
    </Flex>
  );
}
