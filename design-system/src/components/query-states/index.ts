export { ErrorState, LoadingState, NothingState, PAGE_LOADING_MIN_HEIGHT } from "./query-states";
