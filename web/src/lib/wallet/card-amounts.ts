import { graphql } from "../../__generated__";

/**
 * A card's amount in its own currency and in the traveller's chosen one (null without a rate):
 * what the wallet's CardAmount (features/wallet/card-amount.tsx) and the booking's certificate
 * prompt show of a card.
 */
export const CardAmounts = graphql(`
  fragment CardAmounts on PaymentCard {
    amount {
      decimal
      currency
    }
    amountInCurrency {
      decimal
      currency
    }
  }
`);
