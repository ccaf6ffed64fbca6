import { graphql } from "../../__generated__";

/** What the itinerary shows of how a trip can be, or was, cancelled (cancel-trip.tsx reads it). */
export const TripCancellationFields = graphql(`
  fragment TripCancellationFields on Reservation {
    id
    reference
    status
    canCancel
    refundPercentIfCancelledToday
    total {
      decimal
      currency
    }
    paidWith {
      cardBrand
      cardLast4
      amount {
        decimal
        currency
      }
    }
    cancellationTerms {
      policy
      freeCancellation
      freeUntil
      feePercent
      summary
    }
    cancellation {
      cancelledAt
      refundPercent
      cardRefund {
        decimal
        currency
      }
      cardRefundStatus
      cardsReturned
    }
    cardsUsed {
      id
    }
  }
`);

/** One of the signed-in traveller's reservations, for its itinerary page. */
export const TripItineraryQuery = graphql(`
  query TripItinerary($id: ID!) {
    reservation(id: $id) {
      id
      bookedAt
      travellers {
        firstName
        lastName
      }
      contact {
        email
        phone
      }
      offer {
        id
        area
        description
      }
      ...HistoryReservationFields
      ...ReservationCardsUsed
      ...TripCancellationFields
    }
  }
`);

/** Cancels the reservation; the answer updates the itinerary and the trips list in the cache. */
export const CancelReservationMutation = graphql(`
  mutation CancelReservation($input: CancelReservationInput!) {
    cancelReservation(input: $input) {
      reservation {
        id
        status
        ...TripCancellationFields
      }
      errors {
        field
        code
        message
      }
    }
  }
`);
