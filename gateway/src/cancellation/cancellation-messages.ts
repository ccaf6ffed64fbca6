/**
 * Messages of the cancellation refusals: plain English sentences (the web app translates them
 * by their stable code, `trips.cancel.error.<CODE>`).
 */
export const cancellationMessages = {
  SIGN_IN_REQUIRED: "Please sign in to manage your trips.",
  RESERVATION_NOT_FOUND: "This booking is not one of your trips.",
  TRIP_STARTED: "This trip has started: it can no longer be cancelled.",
  CANCELLATION_FAILED: "Your booking could not be cancelled just now. Please try again.",
} as const;
