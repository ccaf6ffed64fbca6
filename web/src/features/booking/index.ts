// the feature's own labels, registered before any of its components render
import "./default-labels";
export { FavouritesList } from "./favourites-list";
