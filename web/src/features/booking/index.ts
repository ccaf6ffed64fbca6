export { OffersList } from "./offers-list";
export { FavouritesList } from "./favourites-list";
