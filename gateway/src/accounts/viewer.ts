/** Builds the Viewer: the login-check profile merged with the sign-in result, spec rules applied. */
import type { Viewer } from "../__generated__/resolvers-types";
import { canBook, normalisePlanStatus, pricesIncludeTax } from "./account-rules";
import type { LoginCheck, SignInResult } from "./accounts.mappers";

/** Spec §9: profile fallback country (United States). */
export const DEFAULT_COUNTRY_ID = 235;

/**
 * The login check a sign-in result stands for when the login check itself failed: a
 * traveller (spec §4: a failed login check sets user type 2) who may not book on their own.
 */
export function loginCheckFromSignIn(result: SignInResult): LoginCheck {
  return {
    profile: {
      userId: result.userId,
      email: result.email,
      first_name: result.username,
      last_name: result.last_name,
      type: 2,
      role: result.role,
      can_user_book: 0,
      subscription_details: {
        plan_status: result.subscription_details.plan_status,
        access_code: null,
        phone_country_code: null,
      },
      country: null,
      credit_limit: null,
      display_price: 0,
      currency_code: result.currency_code,
      language: result.language,
      nationality: result.nationality,
      referral: null,
    },
    isSso: false,
    sessionOutUrl: null,
  };
}

const idOrNull = (value: number | null) => (value === null ? null : String(value));

export function toViewer(
  check: LoginCheck,
  signIn: SignInResult | null,
  siteAllowsBookingWithoutSession: boolean,
): Viewer {
  const p = check.profile;
  const agent = p.type === 1;
  return {
    id: String(p.userId),
    email: p.email,
    firstName: p.first_name ?? signIn?.username ?? null,
    lastName: p.last_name ?? signIn?.last_name ?? null,
    userType: agent ? "AGENT" : "TRAVELLER",
    role: p.role,
    pricesIncludeTax: pricesIncludeTax(p.role),
    planStatus: normalisePlanStatus(p.subscription_details.plan_status),
    canBook: canBook(siteAllowsBookingWithoutSession, p.can_user_book === 1),
    currencyCode: p.currency_code ?? signIn?.currency_code ?? null,
    language: p.language ?? signIn?.language ?? null,
    nationalityId: idOrNull(p.nationality ?? signIn?.nationality ?? null),
    countryId: String(p.country ?? DEFAULT_COUNTRY_ID),
    creditLimit: agent ? p.credit_limit : null,
    displayPrice: p.display_price === 1,
    accessCode: p.subscription_details.access_code,
    phoneCountryCode: p.subscription_details.phone_country_code,
    referrer: p.referral
      ? { firstName: p.referral.first_name, lastName: p.referral.last_name }
      : null,
    singleSignOn: check.isSso,
    sessionOutUrl: check.isSso ? check.sessionOutUrl : null,
    hasPromotion: signIn?.is_promotion === 1,
  };
}
