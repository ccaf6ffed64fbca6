export { FavouritesList } from "./favourites-list";
