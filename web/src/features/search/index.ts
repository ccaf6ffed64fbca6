export { AreaSearch } from "./area-search";
export { searchSummaryOf, type SearchSummary } from "./search-summary";
