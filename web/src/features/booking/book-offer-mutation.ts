import { graphql } from "../../__generated__";

/** Books an offer; the same `requestId` sent again answers the same reservation. */
export const BookOfferMutation = graphql(`
  mutation BookOffer($input: BookOfferInput!) {
    bookOffer(input: $input) {
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
