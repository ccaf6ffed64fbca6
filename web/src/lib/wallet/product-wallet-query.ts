import { graphql } from "../../__generated__";

/**
 * The wallet for one product: every certificate and discount card with whether it can pay for
 * the product (and why not), the selected certificate after the spec's rules (§4 selection), the
 * organisation's default certificate and whether the certificate prompt applies. What the wallet
 * panel shows of a card is its fragment (WalletPanelCard, features/wallet/wallet-panel.tsx): the
 * booking view hands the wallet to the panel as it came, without reading the cards.
 */
export const ProductWalletQuery = graphql(`
  query ProductWallet($product: WalletProduct!) {
    wallet {
      enabled
      options
      certificates {
        id
        ...WalletPanelCard
      }
      discountCards {
        id
        ...WalletPanelCard
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
          ...CardAmounts
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
