import { graphql } from "../../__generated__";

/** Saves an offer to the favourites; the answer's offer updates its `isFavourite` in the cache. */
export const SaveFavouriteMutation = graphql(`
  mutation SaveFavourite($input: FavouriteInput!) {
    saveFavourite(input: $input) {
      offer {
        id
        isFavourite
      }
      errors {
        code
        message
      }
    }
  }
`);

/** Removes an offer from the favourites; the answer's offer updates its `isFavourite`. */
export const RemoveFavouriteMutation = graphql(`
  mutation RemoveFavourite($input: FavouriteInput!) {
    removeFavourite(input: $input) {
      offer {
        id
        isFavourite
      }
      removedOfferId
      errors {
        code
        message
      }
    }
  }
`);
