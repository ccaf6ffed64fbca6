import { graphql } from "../../__generated__";

/** The offers the signed-in user saved, newest first (the most a page holds). */
export const FavouritesQuery = graphql(`
  query Favourites {
    favouritesConnection(first: 50) {
      totalCount
      nodes {
        id
        product
        ...OfferCardFields
      }
    }
  }
`);
