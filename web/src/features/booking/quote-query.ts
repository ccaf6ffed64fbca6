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
      onlyDiscount
      certificatePromptRequired
      canBook
    }
  }
`);
