import { graphql } from "../../__generated__";

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
        id
        ...HistoryReservationFields
        ...ReservationCardsUsed
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
        id
        ...HistoryReservationFields
        ...ReservationCardsUsed
      }
      errors {
        field
        code
        message
      }
    }
  }
`);
