export { RecentHistory, useRecordOfferView, useRecordSearch } from "./recent-history";
export { recordHistory, type HistoryEntry } from "./record-history";
