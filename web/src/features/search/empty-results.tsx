import { Button, Stack } from "@chakra-ui/react";
import { NothingState } from "@travel/design-system";
import { useTranslation } from "../../lib/i18n";
import { formatDay } from "../../lib/dates";
import type { SearchArea } from "../../lib/offer-areas";
import { emptyFilters, type SearchState } from "./search-params";

/**
 * No result: what was searched in words ("No flights from Lisbon to Kyoto on Jun 14, 2026.")
 * with what to try, and a way to drop the filters when some are set.
 */
export function EmptyResults({
  area,
  state,
  onChange,
}: {
  area: SearchArea;
  state: SearchState;
  onChange: (next: SearchState) => void;
}) {
  const { t, i18n } = useTranslation();
  const filtered = JSON.stringify(state.filters) !== JSON.stringify(emptyFilters);
  const what = t(`menu.${area.key}`);
  const date = formatDay(state.checkIn, i18n.language);
  let message;
  if (state.origin && state.destination) {
    message = t("search.empty.route", { what, from: state.origin, to: state.destination, date });
  } else if (state.destination) {
    message = t("search.empty.place", { what, place: state.destination, date });
  } else {
    message = t("search.empty.any", { what, date });
  }
  return (
    <Stack gap="3" align="center">
      <NothingState
        message={`${message} ${t(filtered ? "search.empty.tryFilters" : "search.empty.tryDates")}`}
      />
      {filtered ? (
        <Button
          variant="outline"
          onClick={() => onChange({ ...state, filters: emptyFilters, page: 1 })}
        >
          {t("search.clearFilters")}
        </Button>
      ) : null}
    </Stack>
  );
}
