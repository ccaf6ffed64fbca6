/**
 * Messages of the favourites refusals: plain English sentences (the web app translates them by
 * their stable code, `favourites.error.<CODE>`).
 */
export const favouriteMessages = {
  SIGN_IN_REQUIRED: "Please sign in to keep your favourites.",
  OFFER_NOT_FOUND: "This offer is no longer available.",
  FAVOURITE_LIMIT: "You keep the most favourites allowed (200): remove one to save another.",
  FAVOURITE_SAVE_FAILED: "Your favourites could not be changed. Please try again.",
} as const;
