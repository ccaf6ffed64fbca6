/**
 * The English default labels of this feature, loaded with its code (lib/i18n/feature-labels.ts);
 * the es-ES texts are in the upstream's label seed like every other.
 */
import { registerDefaultLabels, type LabelsOf } from "../../lib/i18n";

export const tripsLabels = registerDefaultLabels({
  "trips.field.travellers": "Travellers",
  "trips.field.contact": "Contact",
  "trips.manage": "Manage trip",
  "trips.manageNamed": "Manage trip {{reference}}",
  "trips.itinerary.notFound": "This trip is not one of yours, or it no longer exists.",
  "trips.itinerary.back": "All your trips",
  "trips.field.paidWith": "Paid with",
  "trips.field.bookedAt": "Booked on",
  "trips.paidWithCard": "{{brand}} ending in {{last4}}",
  "trips.paidWithWallet": "Your wallet",
  "trips.terms.title": "Cancellation terms",
  "trips.terms.refundToday": "Cancel today and get back {{percent}}% of what you paid.",
  "trips.terms.cannotCancel": "This trip can no longer be cancelled.",
  "trips.cancel.button": "Cancel this booking",
  "trips.cancel.title": "Cancel booking {{reference}}?",
  "trips.cancel.refund":
    "You will get back {{amount}} ({{percent}}% of what you paid) to your {{card}}.",
  "trips.cancel.refundWallet": "You will get back {{percent}}% of what you paid with your wallet.",
  "trips.cancel.noRefund": "Under this offer's terms nothing is refunded if you cancel now.",
  "trips.cancel.cardsBack": "The wallet cards used on it go back to your wallet.",
  "trips.cancel.confirm": "Cancel booking",
  "trips.cancel.keep": "Keep booking",
  "trips.cancel.error.SIGN_IN_REQUIRED": "Please sign in to manage your trips.",
  "trips.cancel.error.RESERVATION_NOT_FOUND": "This booking is not one of your trips.",
  "trips.cancel.error.TRIP_STARTED": "This trip has started: it can no longer be cancelled.",
  "trips.cancel.error.CANCELLATION_FAILED":
    "Your booking could not be cancelled just now. Please try again.",
  "trips.cancellation.title": "Cancellation",
  "trips.cancellation.on": "Cancelled on {{date}}.",
  "trips.cancellation.refunded": "{{amount}} ({{percent}}%) refunded to your {{card}}.",
  "trips.cancellation.pending": "{{amount}} ({{percent}}%) is being refunded to your {{card}}.",
  "trips.cancellation.none": "Nothing was refunded to a card.",
  "trips.cancellation.cardsReturned": "Back in your wallet: {{cards}}.",
});

declare module "../../lib/i18n/feature-labels" {
  interface FeatureLabels extends LabelsOf<typeof tripsLabels> {}
}
