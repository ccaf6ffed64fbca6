import { graphql } from "../../__generated__";

/** What the confirmation shows of a booking made. */
export const ConfirmedReservationFragment = graphql(`
  fragment ConfirmedReservation on Reservation {
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
    offer {
      id
      name
      destination
      priceUnit
    }
    cardsUsed {
      id
      name
      kind
    }
    bookedAt
  }
`);

/**
 * Books an offer with a card payment: the reservation at once when nothing is left to pay, else
 * a checkout whose `paymentUrl` takes the card. The same `requestId` answers the same checkout.
 */
export const StartCheckoutMutation = graphql(`
  mutation StartCheckout($input: BookOfferInput!) {
    startCheckout(input: $input) {
      checkout {
        id
        status
        paymentUrl
      }
      reservation {
        ...ConfirmedReservation
      }
      errors {
        field
        code
        message
      }
    }
  }
`);

/** Settles a checkout by its payment (the traveller back from the payment page). */
export const CompleteCheckoutMutation = graphql(`
  mutation CompleteCheckout($id: ID!) {
    completeCheckout(id: $id) {
      checkout {
        id
        status
        paymentUrl
        failure
        amountDue {
          decimal
          currency
        }
      }
      reservation {
        ...ConfirmedReservation
      }
      errors {
        field
        code
        message
      }
    }
  }
`);
