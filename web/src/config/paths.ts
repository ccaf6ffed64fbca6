/** Every route of the web app, as typed paths (spec §2). */

/** Product areas with their own page; weeks maps to /resorts and has no page of its own. */
export const productPaths = {
  dreamtrips: "/dreamtrips",
  hotelgd: "/hotelgd",
  hotel: "/hotel",
  condo: "/condo",
  packages: "/packages",
  stays: "/stays",
  resorts: "/resorts",
  holidaystays: "/holidaystays",
  cruises: "/cruises",
  flight: "/flight",
  cars: "/cars",
  transfers: "/transfers",
  activities: "/activities",
} as const;

/** Account route groups: the user details page and the user, wallet, agent and referral areas. */
export const accountPaths = {
  userDetails: "/user-details",
  userProfile: "/user/profile",
  userTravelers: "/user/travelers",
  userMyTrips: "/user/my-trips",
  userBookingHistory: "/user/booking-history",
  /** The offers the traveller saved (issue 16; not one of the spec's route groups). */
  userFavourites: "/user/favourites",
  wallet: "/wallet",
  agentProfile: "/agent/profile",
  agentMyQuotes: "/agent/my-quotes",
  agentBookingHistory: "/agent/booking-history",
  agentClientList: "/agent/client-list",
  referralPrograms: "/referral/programs",
  referralCredits: "/referral/credits",
  yourRewards: "/your-rewards",
} as const;

/**
 * The sections of /user-details (spec §2: booking history, my account, travel profile and my
 * trips all lead there), by user-menu key, with the fragment that opens each one.
 */
export const userDetailsSections = {
  bookingHistory: "booking-history",
  myAccount: "my-account",
  travelProfile: "travel-profile",
  myTrips: "my-trips",
} as const;

export type UserDetailsSectionKey = keyof typeof userDetailsSections;

/** /user-details opened at one of its sections, e.g. /user-details#my-trips (deep-linkable). */
export function userDetailsPath(section: UserDetailsSectionKey): string {
  return `${accountPaths.userDetails}#${userDetailsSections[section]}`;
}

export type ProductAreaKey = keyof typeof productPaths;
export type AccountAreaKey = keyof typeof accountPaths;

/** The booking view of one offer of a product area, e.g. /hotel/offers/17 (deep-linkable). */
export function offerPath(area: ProductAreaKey, offerId: string): string {
  return `${productPaths[area]}/offers/${encodeURIComponent(offerId)}`;
}

/** The itinerary of one of the traveller's trips, e.g. /user/my-trips/9001 (deep-linkable). */
export function tripPath(reservationId: string): string {
  return `${accountPaths.userMyTrips}/${encodeURIComponent(reservationId)}`;
}

export const paths = {
  home: "/",
  /** Home with the sign-in dialog requested (spec §2 pseudo-redirect `action:showSignin`). */
  signIn: "/?action=showSignin",
  products: productPaths,
  account: accountPaths,
  promotions: "/promotions",
  privacyPolicy: "/privacy-policy",
  termsOfUse: "/terms-of-use",
  loginSso: "/login/sso",
  /** Where a social identity provider sends the visitor back (OpenID Connect redirect URI). */
  loginSocial: "/login/social",
  verifyAccount: "/verify-account",
  changePassword: "/change-password",
  /** Where the payment provider sends the traveller back (`?checkout=<id>`; the upstream's return URL). */
  checkoutReturn: "/checkout/return",
  /** The GraphiQL schema sandbox, a separate page served by the gateway. */
  sandbox: "/sandbox",
} as const;
