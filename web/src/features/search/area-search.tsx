import { useState } from "react";
import { Button, Group, Stack } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { Panel } from "@travel/design-system";
import { minCheckInDate } from "@travel/schema/wallet";
import { useSearchParams } from "react-router-dom";
import { useTranslation } from "../../lib/i18n";
import type { ProductAreaKey } from "../../config/paths";
import type { SearchOffersQuery as SearchOffersQueryData } from "../../__generated__/graphql";
import { todayIso } from "../../lib/dates";
import { useCurrencyRefetch } from "../../lib/locale/use-currency-refetch";
import { QueryPending } from "../../lib/ui/query-pending";
import { areasOfPage, searchAreaOf, type SearchArea } from "../../lib/offer-areas";
import { searchInputErrors } from "./search-errors";
import { SearchForm } from "./search-form";
import {
  MAX_PAGE,
  PAGE_SIZE,
  parseSearch,
  searchInputOf,
  searchParamsOf,
  type SearchState,
} from "./search-params";
import { SearchContextQuery, SearchOffersQuery } from "./search-query";
import { SearchResults } from "./search-results";
import type { SearchFormValues } from "./search-schema";

/** Resorts or weeks, on the resorts page: links that keep nothing of the other's search. */
function AreaChoice({ page, current }: { page: ProductAreaKey; current: SearchArea }) {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const areas = areasOfPage(page);
  if (areas.length < 2) return null;
  return (
    <Group attached role="group" aria-label={t("search.areaChoice")}>
      {areas.map((area) => (
        <Button
          key={area.key}
          variant={area.key === current.key ? "solid" : "outline"}
          aria-pressed={area.key === current.key}
          onClick={() => setParams(area.key === page ? {} : { type: area.key })}
        >
          {t(`menu.${area.key}`)}
        </Button>
      ))}
    </Group>
  );
}

/**
 * The search of an area page: the form, then the results of the search in the address (none
 * before a search). Every change (a search, a filter, the order, more results, the view) is a
 * new address, so back and forward step through them and a reload shows the same.
 */
export function AreaSearch({ page }: { page: ProductAreaKey }) {
  const [params, setParams] = useSearchParams();
  const area = searchAreaOf(page, params.get("type"));
  const state = parseSearch(params);
  const input = searchInputOf(area, state);
  const context = useQuery(SearchContextQuery);
  // the first bookable day on the traveller's calendar (spec §4)
  const [today] = useState(todayIso);
  const first = Math.min(state.page, MAX_PAGE) * PAGE_SIZE;
  const query = useQuery(SearchOffersQuery, {
    variables: { input: input ?? { area: area.code, checkIn: "" }, first },
    skip: input === null,
  });
  useCurrencyRefetch(() => (input ? query.refetch() : Promise.resolve()));

  const go = (next: SearchState) => setParams(searchParamsOf(area, next));
  const search = (values: SearchFormValues) =>
    go({
      ...state,
      ...values,
      guests: Number(values.guests),
      rooms: Number(values.rooms),
      page: 1,
    });

  if (!context.data) {
    // the page's content is this search: its loading state holds the first screen, so the
    // footer stays out of view and nothing moves when the form arrives
    return <QueryPending page error={context.error} refetch={context.refetch} />;
  }
  const { minCheckinDays, weekStart } = context.data.siteConfig;
  const minCheckIn = minCheckInDate(today, minCheckinDays);
  return (
    <Stack gap="6">
      <Panel as="section" layout="stack" gap="4" padding="md">
        <AreaChoice page={page} current={area} />
        <SearchForm
          key={area.key}
          area={area}
          state={state}
          minCheckIn={minCheckIn}
          weekStart={weekStart}
          serverErrors={input ? searchInputErrors(query.error) : []}
          onSearch={search}
        />
      </Panel>
      {input ? (
        <SearchResults
          area={area}
          state={state}
          query={{
            data: query.data as SearchOffersQueryData | undefined,
            previousData: query.previousData,
            loading: query.loading,
            error: query.error,
            refetch: query.refetch,
          }}
          onChange={go}
        />
      ) : null}
    </Stack>
  );
}
