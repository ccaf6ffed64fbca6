import { graphql } from "../../__generated__";

/** One offer, for its booking view; null when unknown. */
export const OfferQuery = graphql(`
  query Offer($id: ID!) {
    offer(id: $id) {
      id
      product
      name
      destination
      countryCode
      description
      rating
      priceUnit
      isFavourite
      basePrice {
        decimal
        currency
      }
      price {
        decimal
        currency
      }
    }
  }
`);
