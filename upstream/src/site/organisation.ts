/** The organisation this upstream serves, and the one seeded on first start. */
export const SITE_ORG_ID = 1;

/**
 * The seeded organisation (a row of `organisations`; change the row to change the site, no env
 * needed). Preferred currency and language are left unconfigured, so the spec's defaults apply.
 */
export const SEEDED_ORGANISATION = {
  orgId: SITE_ORG_ID,
  orgName: "Wayfarer Holidays",
  googleTagId: null,
  calendarType: "gregorian",
  minCheckinDays: 2,
  weekStart: 0,
  displayPrice: 1,
  enableGoogleLogin: 1,
  enableFacebookLogin: 1,
  enableAccessCode: 1,
  allowBookingWithoutSession: 0,
  orgSiteWallet: "Discount Cards,Certificates,Cash Card",
  allInclusiveUrl: "https://allinclusive.example.com",
  tripsUrl: "https://trips.example.com",
} as const;
