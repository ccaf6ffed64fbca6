import { graphql } from "../../__generated__";

/**
 * The signed-in traveller's reservations, newest first (empty when signed out): what a
 * booking-history row shows (HistoryReservationFields) and the cards spent on each.
 */
export const ReservationsQuery = graphql(`
  query Reservations {
    reservations {
      id
      bookedAt
      ...HistoryReservationFields
      ...ReservationCardsUsed
    }
  }
`);
