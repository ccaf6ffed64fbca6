import { graphql } from "../../__generated__";

/** The signed-in traveller's whole wallet, every card in every state (spec §3 user card response). */
export const WalletQuery = graphql(`
  query Wallet {
    wallet {
      enabled
      options
      certificates {
        id
        cardCode
        paymentCardId
        kind
        name
        status
        active
        services
        productCode
        amount {
          decimal
          currency
        }
        amountInCurrency {
          decimal
          currency
        }
      }
      discountCards {
        id
        cardCode
        paymentCardId
        kind
        name
        status
        active
        services
        productCode
        amount {
          decimal
          currency
        }
        amountInCurrency {
          decimal
          currency
        }
      }
      cashCard {
        id
        cardCode
        paymentCardId
        kind
        name
        status
        active
        services
        productCode
        amount {
          decimal
          currency
        }
        amountInCurrency {
          decimal
          currency
        }
      }
    }
  }
`);
