import type { SiteConfigResolvers } from "../../__generated__/resolvers-types";
import { enabledWalletOptions } from "@travel/schema/wallet";

type Link = { authorizationUrl: string; clientId: string } | null | undefined;

/** A button is shown when the organisation enables it and the upstream gives its provider's link. */
const linkOf = (enabled: 0 | 1, link: Link) => (enabled === 1 && link ? link : null);

const CALENDAR_TYPES = { gregorian: "GREGORIAN", hijri: "HIJRI" } as const;

export const SiteConfig: SiteConfigResolvers = {
  orgId: (s) => String(s.orgId),
  eligibleProducts: (s) =>
    s.eligibleProducts.map((p) => ({ id: String(p.product_id), code: p.product_code })),
  calendarType: (s) => CALENDAR_TYPES[s.calendarType],
  displayPrice: (s) => s.displayPrice === 1,
  googleLoginEnabled: (s) => linkOf(s.enableGoogleLogin, s.identityProviders?.google) !== null,
  facebookLoginEnabled: (s) =>
    linkOf(s.enableFacebookLogin, s.identityProviders?.facebook) !== null,
  socialLogins: (s) => {
    const google = linkOf(s.enableGoogleLogin, s.identityProviders?.google);
    const facebook = linkOf(s.enableFacebookLogin, s.identityProviders?.facebook);
    return [
      ...(google ? [{ provider: "GOOGLE" as const, ...google }] : []),
      ...(facebook ? [{ provider: "FACEBOOK" as const, ...facebook }] : []),
    ];
  },
  accessCodeEnabled: (s) => s.enableAccessCode === 1,
  bookingWithoutSessionAllowed: (s) => s.allowBookingWithoutSession === 1,
  walletOptions: (s) => enabledWalletOptions(s.org_site_wallet),
};
