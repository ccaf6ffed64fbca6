import type { SiteConfigResolvers } from "../../__generated__/resolvers-types";
import { enabledWalletOptions } from "../wallet-options";

const CALENDAR_TYPES = { gregorian: "GREGORIAN", hijri: "HIJRI" } as const;

export const SiteConfig: SiteConfigResolvers = {
  orgId: (s) => String(s.orgId),
  eligibleProducts: (s) =>
    s.eligibleProducts.map((p) => ({ id: String(p.product_id), code: p.product_code })),
  calendarType: (s) => CALENDAR_TYPES[s.calendarType],
  displayPrice: (s) => s.displayPrice === 1,
  googleLoginEnabled: (s) => s.enableGoogleLogin === 1,
  facebookLoginEnabled: (s) => s.enableFacebookLogin === 1,
  accessCodeEnabled: (s) => s.enableAccessCode === 1,
  bookingWithoutSessionAllowed: (s) => s.allowBookingWithoutSession === 1,
  walletOptions: (s) => enabledWalletOptions(s.org_site_wallet),
};
