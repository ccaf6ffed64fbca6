import type { ProductAreaKey } from "../../config/paths";
import { searchAreaOf } from "../../lib/offer-areas";
import { isSearch, parseSearch, searchParamsOf } from "./search-params";

/** What the history keeps of a search: its address and what it is in words. */
export interface SearchSummary {
  /** The address's query of the search (without the page of results or the view). */
  query: string;
  destination: string;
  checkIn: string;
  checkOut: string | null;
  guests: number;
}

/** The search in an area page's address, for the history; null when there is none. */
export function searchSummaryOf(
  page: ProductAreaKey,
  params: URLSearchParams,
): SearchSummary | null {
  const area = searchAreaOf(page, params.get("type"));
  const state = parseSearch(params);
  if (!isSearch(state)) return null;
  const query = searchParamsOf(area, { ...state, page: 1, view: "list" }).toString();
  return {
    query,
    destination:
      state.origin && state.destination
        ? `${state.origin} → ${state.destination}`
        : state.destination,
    checkIn: state.checkIn,
    checkOut: area.dates === "day" ? null : state.checkOut || null,
    guests: state.guests,
  };
}
