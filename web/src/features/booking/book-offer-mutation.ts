import { graphql } from "../../__generated__";

/** Books an offer; the same `requestId` sent again answers the same reservation. */
export const BookOfferMutation = graphql(`
  mutation BookOffer($input: BookOfferInput!) {
    bookOffer(input: $input) {
      reservation {
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
      errors {
        field
        code
        message
      }
    }
  }
`);
