import { graphql } from "../../__generated__";

/**
 * The signed-in traveller's whole wallet, every card in every state (spec §3 user card response);
 * what a card shows is its component's fragment (WalletCardFields, wallet-card.tsx).
 */
export const WalletQuery = graphql(`
  query Wallet {
    wallet {
      enabled
      options
      summary {
        total {
          decimal
          currency
        }
        certificates {
          decimal
          currency
        }
        discountCards {
          decimal
          currency
        }
        cashCard {
          decimal
          currency
        }
        cardCount
        complete
      }
      certificates {
        id
        ...WalletCardFields
      }
      discountCards {
        id
        ...WalletCardFields
      }
      cashCard {
        id
        ...WalletCardFields
      }
    }
  }
`);
