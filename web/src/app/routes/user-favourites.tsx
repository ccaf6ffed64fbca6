import { FavouritesList } from "../../features/booking";
import { SignedInPage } from "./signed-in-page";

/** /user/favourites: the offers the traveller saved, with their hearts to remove them. */
export function UserFavouritesRoute() {
  return (
    <SignedInPage
      titleKey="account.userFavourites.title"
      descriptionKey="account.userFavourites.description"
    >
      <FavouritesList />
    </SignedInPage>
  );
}
