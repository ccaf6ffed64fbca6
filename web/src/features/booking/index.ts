export { OffersList } from "./offers-list";
