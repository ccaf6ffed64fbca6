import { graphql } from "../../__generated__";

/** The signed-in traveller's reservations, newest first (empty when signed out). */
export const ReservationsQuery = graphql(`
  query Reservations {
    reservations {
      id
      reference
      checkIn
      checkOut
      guests
      status
      total {
        decimal
        currency
      }
      displayTotal {
        decimal
        currency
      }
      offer {
        id
        product
        name
        destination
        countryCode
        priceUnit
      }
      cardsUsed {
        id
        name
        kind
      }
      bookedAt
    }
  }
`);
