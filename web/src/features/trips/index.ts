export { MyTrips } from "./my-trips";
export { TripsSection } from "./trips-section";
export {
  BookingHistory,
  BookingHistorySection,
  BookingHistoryTable,
  type HistoryReservation,
} from "./booking-history";
