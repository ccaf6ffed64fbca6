import { graphql } from "../../__generated__";

/**
 * The wallet for one product: every certificate and discount card with whether it can pay for
 * the product (and why not), the selected certificate after the spec's rules (§4 selection), the
 * organisation's default certificate and whether the certificate prompt applies.
 */
export const ProductWalletQuery = graphql(`
  query ProductWallet($product: WalletProduct!) {
    wallet {
      enabled
      options
      certificates {
        id
        cardCode
        kind
        name
        status
        active
        amount {
          decimal
          currency
        }
        amountInCurrency {
          decimal
          currency
        }
        usability(product: $product) {
          usable
          reason
        }
      }
      discountCards {
        id
        cardCode
        kind
        name
        status
        active
        amount {
          decimal
          currency
        }
        amountInCurrency {
          decimal
          currency
        }
        usability(product: $product) {
          usable
          reason
        }
      }
      forProduct(product: $product) {
        product
        selectedCertificate {
          id
        }
        defaultCertificate {
          id
          cardCode
          name
          amount {
            decimal
            currency
          }
          amountInCurrency {
            decimal
            currency
          }
          redemptionPrice {
            decimal
            currency
          }
        }
        certificatePrompt
      }
    }
  }
`);
