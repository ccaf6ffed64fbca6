import { graphql, HttpResponse } from "msw";
import { accountResolvers } from "./account-resolvers";
import { agentResolvers } from "./agent-resolvers";
import { db, type Db } from "./db";
import { executeAgainstSchema } from "./gateway-schema";
import { bookingResolvers } from "./booking-resolvers";
import { profileResolvers } from "./profile-resolvers";
import { preferencesResolvers } from "./preferences-resolvers";
import { referralResolvers, savingsResolvers } from "./referral-resolvers";
import { searchResolvers } from "./search-resolvers";
import { stylesResolvers } from "./styles-resolvers";
import { walletResolvers } from "./wallet-resolvers";

/**
 * As the gateway builds it (spec §2): the all-inclusive link carries `orgId` from the `org_id`
 * cookie and a signed-in viewer's names and email (the mock's viewer has no phone number).
 */
function personalised(item: Db["productMenu"][number], data: Db, cookies: Record<string, string>) {
  if (item.key !== "allinclusive") return item;
  const url = new URL(item.target);
  if (cookies.org_id) url.searchParams.set("orgId", cookies.org_id);
  const viewer = data.viewer;
  if (viewer) {
    if (viewer.firstName) url.searchParams.set("firstName", viewer.firstName);
    if (viewer.lastName) url.searchParams.set("lastName", viewer.lastName);
    url.searchParams.set("email", viewer.email);
  }
  return { ...item, target: url.href };
}

/** Root resolvers over the in-memory db, for a visitor with these cookies (as the gateway reads them). */
export function mockGatewayRoot(data: Db, cookies: Record<string, string>) {
  const byCurrency = (code: string | undefined) => data.currencies.find((c) => c.code === code);
  const byLanguage = (code: string | undefined) => data.languages.find((l) => l.code === code);
  const defaultCurrency = byCurrency(data.defaultCurrencyCode);
  const defaultLanguage = byLanguage(data.defaultLanguageCode);
  return {
    siteConfig: () => data.siteConfig,
    productMenu: () => data.productMenu.map((item) => personalised(item, data, cookies)),
    currencies: () => data.currencies,
    languages: () => data.languages,
    language: ({ code }: { code: string }) => byLanguage(code) ?? null,
    localeInfo: () => ({
      currencies: data.currencies,
      languages: data.languages,
      defaultCurrency,
      defaultLanguage,
      currentCurrency: byCurrency(cookies.currency_code) ?? defaultCurrency,
      currentLanguage: byLanguage(cookies.language) ?? defaultLanguage,
    }),
    exchangeRates: () => data.exchangeRates,
    ...accountResolvers(data),
    ...referralResolvers(data),
    ...savingsResolvers(data),
    ...walletResolvers(data, cookies),
    ...bookingResolvers(data, cookies),
    ...agentResolvers(data, cookies),
    ...profileResolvers(data),
    ...preferencesResolvers(data),
    ...stylesResolvers(data),
    ...searchResolvers(data, cookies),
  };
}

/** A handler answering one named query of the app from the db, through the SDL. */
export function gatewayQuery(operationName: string) {
  return graphql.query(operationName, async ({ query, variables, cookies }) =>
    HttpResponse.json(await executeAgainstSchema(query, variables, mockGatewayRoot(db, cookies))),
  );
}

/** A handler answering one named mutation of the app from the db, through the SDL. */
export function gatewayMutation(operationName: string) {
  return graphql.mutation(operationName, async ({ query, variables, cookies }) =>
    HttpResponse.json(await executeAgainstSchema(query, variables, mockGatewayRoot(db, cookies))),
  );
}

/** Every query and mutation the web app sends. */
export const handlers = [
  ...[
    "SiteConfig",
    "ProductMenu",
    "LocaleInfo",
    "LanguageLabels",
    "ExchangeRates",
    "Viewer",
    "AuthSiteConfig",
    "Invitation",
    "SignUpReference",
    "ReferralPrograms",
    "Referrals",
    "Loyalty",
    "ReferralActions",
    "Wallet",
    "ProductWallet",
    "Offer",
    "SearchOffers",
    "DestinationSuggestions",
    "SearchContext",
    "BookingContext",
    "Quote",
    "Reservations",
    "TripItinerary",
    "AgentProfile",
    "AgentClients",
    "AgentQuotes",
    "QuoteClients",
    "BookingAgentQuote",
    "AgentBookingHistory",
    "ClientNationalities",
    "Profile",
    "SavedTravelers",
    "BookingTravellers",
    "Favourites",
    "VisitorDefaults",
    "SiteStyles",
  ].map(gatewayQuery),
  ...[
    "SignIn",
    "SsoSignIn",
    "SocialSignIn",
    "SocialSignUp",
    "SignOut",
    "CheckAccount",
    "ValidateSignUpDetails",
    "SignUp",
    "RequestPasswordReset",
    "ChangePassword",
    "VerifyAccount",
    "StartDailySavings",
    "BuildReferralLink",
    "StartCheckout",
    "CompleteCheckout",
    "CancelReservation",
    "AddAgentClient",
    "CreateAgentQuote",
    "DeclineAgentQuote",
    "UpdateProfile",
    "SaveTraveler",
    "RemoveTraveler",
    "UpdatePreferences",
    "SaveFavourite",
    "RemoveFavourite",
  ].map(gatewayMutation),
];
