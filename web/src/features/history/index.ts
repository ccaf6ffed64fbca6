export { RecentHistory, useRecordOfferView, useRecordSearch } from "./recent-history";
export { recordHistory, type HistoryEntry } from "./record-history";
export {
  PAGE_HISTORY_ID,
  PageHistoryContext,
  RECENT_HISTORY_SLOT,
  showsRecentHistory,
} from "./page-history";
