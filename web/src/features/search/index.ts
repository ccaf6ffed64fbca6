// the feature's own labels, registered before any of its components render
import "./default-labels";
export { AreaSearch } from "./area-search";
export { searchSummaryOf, type SearchSummary } from "./search-summary";
