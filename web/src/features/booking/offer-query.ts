import { graphql } from "../../__generated__";

/** One offer, for its booking view (what its card shows, offer-card.tsx); null when unknown. */
export const OfferQuery = graphql(`
  query Offer($id: ID!) {
    offer(id: $id) {
      id
      ...OfferCardFields
    }
  }
`);
