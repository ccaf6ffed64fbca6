// the feature's own labels, registered before any of its components render
import "./default-labels";
export { MyTrips } from "./my-trips";
export { TripItinerary } from "./trip-itinerary";
export { TripsSection } from "./trips-section";
export {
  BookingHistory,
  BookingHistorySection,
  BookingHistoryTable,
  type HistoryReservation,
} from "./booking-history";
