import { graphql } from "../../__generated__";

/** The offers of one product area, optionally in one destination (substring, any case). */
export const OffersQuery = graphql(`
  query Offers($product: WalletProduct!, $destination: String) {
    offers(product: $product, destination: $destination) {
      id
      ...OfferCardFields
    }
  }
`);
