import { graphql } from "../../__generated__";

/** The price of a trip with the wallet applied, as the gateway computes it (the authoritative one). */
export const QuoteQuery = graphql(`
  query Quote($input: QuoteInput!) {
    quote(input: $input) {
      units
      subtotal {
        decimal
        currency
      }
      total {
        decimal
        currency
      }
      lines {
        code
        label
        amount {
          decimal
          currency
        }
      }
      certificate {
        id
        name
      }
      discountCards {
        id
        name
      }
      cashCard {
        card {
          id
          name
        }
        balance {
          decimal
          currency
        }
        limit {
          decimal
          currency
        }
        applied {
          decimal
          currency
        }
      }
      onlyDiscount
      certificatePromptRequired
      canBook
    }
  }
`);
