// the feature's own labels, registered before any of its components render
import "./default-labels";
// The booking view of an offer, apart from the index so it loads only with its lazy route (it
// brings the form, its Yup rules and the wallet panel).
export { OfferBooking, useOfferName } from "./offer-booking";
export { CheckoutReturn } from "./checkout-return";
