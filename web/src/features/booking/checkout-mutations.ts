import { graphql } from "../../__generated__";

/** What the booking view and the return page read of a checkout's answer. */
export const CheckoutOutcome = graphql(`
  fragment CheckoutOutcome on CheckoutPayload {
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
`);

/**
 * Books an offer with a card payment: the reservation at once when nothing is left to pay, else
 * a checkout whose `paymentUrl` takes the card. The same `requestId` answers the same checkout.
 */
export const StartCheckoutMutation = graphql(`
  mutation StartCheckout($input: BookOfferInput!) {
    startCheckout(input: $input) {
      ...CheckoutOutcome
    }
  }
`);

/** Settles a checkout by its payment (the traveller back from the payment page). */
export const CompleteCheckoutMutation = graphql(`
  mutation CompleteCheckout($id: ID!) {
    completeCheckout(id: $id) {
      ...CheckoutOutcome
    }
  }
`);
