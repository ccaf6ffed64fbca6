import {
  buildAccount,
  buildCountry,
  buildLoyalty,
  buildCurrency,
  buildLanguage,
  buildProductMenu,
  buildSiteConfig,
  type AccountRecord,
  type CampaignRecord,
  type CountryRecord,
  type CurrencyRecord,
  type InvitationRecord,
  type LanguageRecord,
  type LoyaltyRecord,
  type MenuItemRecord,
  type ReferralActionRecord,
  type ReferralRecord,
  type ViewerRecord,
} from "./factories";
import type { AgentClientRecord, AgentQuoteRecord } from "./agent-factories";
import { buildSiteStyles, type SiteStylesRecord } from "./styles-resolvers";
import {
  buildOffers,
  buildOrgCertificates,
  type OfferRecord,
  type PaymentCardRecord,
  type ReservationRecord,
} from "./wallet-factories";
import type { ProfileRecord, TravelerRecord } from "./profile-resolvers";
import {
  buildDestinations,
  buildSearchOffers,
  type DestinationRecord,
  type SearchOfferRecord,
} from "./search-factories";
import type { OfferSearchInput } from "../__generated__/graphql";

/** What the mock gateway's account mutations received, for tests to inspect. */
export interface AccountCalls {
  /** Login checks (viewer queries) answered. */
  viewer: number;
  signUp: unknown[];
  signOut: number;
  requestPasswordReset: unknown[];
  changePassword: unknown[];
  verifyAccount: unknown[];
  ssoSignIn: unknown[];
  socialSignUp: unknown[];
  /** Daily savings flows started (startDailySavings). */
  startDailySavings: number;
  /** Inputs buildReferralLink received. */
  buildReferralLink: unknown[];
}

/** The savings programme of the mock gateway (spec §4 daily savings flow). */
export interface SavingsState {
  /** Base of the savings site; the director page is `<base>/director?cvt=…`. */
  siteUrl: string;
  /** Ids of the viewers who are members already. */
  members: string[];
  /** "fail": the provider fails, so the flow ends with an empty redirect (spec §8). */
  provider: "ok" | "fail";
  /** How long the flow takes to answer, in milliseconds. */
  latencyMs: number;
}

/** In-memory data the msw handlers serve; rebuilt after each test. */
/**
 * A checkout of the mock gateway: what the payment provider did with it (`payment`, set by a
 * test as the traveller would on the provider's page), and the booking once completed.
 */
export interface CheckoutRecord {
  id: string;
  ownerId: string;
  requestId: string;
  /** The bookOffer input it was started with. */
  input: unknown;
  amount: number;
  currency: string;
  payment: "open" | "paid" | "declined" | "cancelled";
  status: "AWAITING_PAYMENT" | "CONFIRMED" | "CANCELLED" | "FAILED";
  paymentUrl: string;
  reservationId: string | null;
}

export interface Db {
  siteConfig: ReturnType<typeof buildSiteConfig>;
  productMenu: MenuItemRecord[];
  currencies: CurrencyRecord[];
  languages: LanguageRecord[];
  defaultCurrencyCode: string;
  defaultLanguageCode: string;
  /** Rates from USD; null stands for rates the gateway could not load. */
  exchangeRates: { currency: string; rate: number }[] | null;
  /** The signed-in user of the session cookie; null when signed out. */
  viewer: ViewerRecord | null;
  /** Accounts that can sign in. */
  accounts: AccountRecord[];
  /** Single-sign-on tokens ssoSignIn accepts, each with the email of its account. */
  ssoTokens: Record<string, string>;
  /** Social ID tokens the mock gateway accepts, and the email each names. */
  socialTokens: Record<string, string>;
  /** Minutes a sign-in is refused for after too many attempts; 0 when not throttled. */
  signInThrottleMinutes: number;
  /** Access codes validateSignUpDetails accepts (any when empty). */
  accessCodes: string[];
  invitations: InvitationRecord[];
  countries: CountryRecord[];
  nationalities: { id: string; name: string; code: string }[];
  calls: AccountCalls;
  savings: SavingsState;
  /** Every campaign of the organisation, in the gateway's order. */
  campaigns: CampaignRecord[];
  referrals: ReferralRecord[];
  referralActions: ReferralActionRecord[];
  loyalty: LoyaltyRecord;
  /** Set to make the referral and loyalty queries fail like an unreachable gateway. */
  referralFailure: string | null;
  /** The gateway's PUBLIC_SITE_URL: the first base of referral links; null when not configured. */
  publicSiteUrl: string | null;
  /**
   * Every traveller's wallet cards (by `ownerId`); the wallet shows the options of
   * `siteConfig.walletOptions`.
   */
  walletCards: PaymentCardRecord[];
  /** The organisation's certificate catalogue (getPaymentCardByOrg). */
  orgCertificates: PaymentCardRecord[];
  /** Offers of the wallet product areas. */
  offers: OfferRecord[];
  /** Places of the search (schema/search.graphql `Destination`). */
  destinations: DestinationRecord[];
  /** What searchOffers searches. */
  searchOffers: SearchOfferRecord[];
  /** The inputs searchOffers received, for tests to inspect. */
  searchCalls: OfferSearchInput[];
  /** Bookings made, every traveller's. */
  reservations: ReservationRecord[];
  /** Checkouts started (booking with a card payment), every traveller's. */
  checkouts: CheckoutRecord[];
  /** What the booking operations received, for tests to inspect. */
  bookingCalls: { quote: unknown[]; bookOffer: unknown[]; startCheckout: unknown[] };
  /** The organisation's white-label styles (siteStyles). */
  siteStyles: SiteStylesRecord;
  /** Every agent's clients (by `agentId`, a viewer id). */
  agentClients: AgentClientRecord[];
  /** Every agent's quotes. */
  agentQuotes: AgentQuoteRecord[];
  /** Agent fields answered (past the guard) and addAgentClient inputs, for tests to inspect. */
  agentCalls: {
    reads: number;
    addAgentClient: unknown[];
    createAgentQuote: unknown[];
    declineAgentQuote: string[];
  };
  /** Profiles saved by updateProfile (else the viewer's is made from the viewer). */
  profiles: ProfileRecord[];
  /** Every account's favourite offers (by `ownerId`), newest first. */
  favourites: { ownerId: string; offerId: string }[];
  /** Every account's saved travellers (by `ownerId`). */
  savedTravelers: TravelerRecord[];
  /** Inputs the profile mutations received. */
  profileCalls: { updateProfile: unknown[]; saveTraveler: unknown[]; removeTraveler: unknown[] };
  /** What visitorDefaults answers (the gateway's geolocation of the visitor, or its fallback). */
  visitorDefaults: VisitorDefaultsRecord;
  /** How many times visitorDefaults was asked, and every updatePreferences input. */
  preferencesCalls: { visitorDefaults: number; updatePreferences: unknown[] };
}

export interface VisitorDefaultsRecord {
  countryId: string;
  countryCode: string;
  currencyCode: string;
  source: "GEOLOCATION" | "FALLBACK";
}

function createDb(): Db {
  return {
    siteConfig: buildSiteConfig(),
    productMenu: buildProductMenu(),
    currencies: [
      buildCurrency({ id: "2", code: "CHF", name: "Swiss Franc", flag: "🇨🇭" }),
      buildCurrency({ id: "3", code: "EUR", name: "Euro", flag: "🇪🇺" }),
      buildCurrency({ id: "4", code: "GBP", name: "British Pound", flag: "🇬🇧" }),
      buildCurrency({ id: "5", code: "JPY", name: "Japanese Yen", flag: "🇯🇵" }),
      buildCurrency({ id: "6", code: "MXN", name: "Mexican Peso", flag: "🇲🇽" }),
      buildCurrency({ id: "9", code: "USD", name: "US Dollar", flag: "🇺🇸" }),
    ],
    languages: [
      buildLanguage({ id: "1", code: "en-US", name: "English" }),
      buildLanguage({ id: "2", code: "es-ES", name: "Español" }),
    ],
    defaultCurrencyCode: "USD",
    defaultLanguageCode: "en-US",
    exchangeRates: [
      { currency: "USD", rate: 1 },
      { currency: "EUR", rate: 0.9 },
      { currency: "GBP", rate: 0.8 },
      { currency: "JPY", rate: 150 },
      { currency: "MXN", rate: 18 },
      { currency: "CHF", rate: 0.88 },
    ],
    viewer: null,
    accounts: [buildAccount({ viewer: { email: "ana@example.com" } })],
    ssoTokens: {},
    socialTokens: {},
    signInThrottleMinutes: 0,
    accessCodes: [],
    invitations: [],
    countries: [
      buildCountry({ id: "14", name: "Spain", code: "ES", dialCode: "+34", flag: "🇪🇸" }),
      buildCountry({ id: "230", name: "United Kingdom", code: "GB", dialCode: "+44", flag: "🇬🇧" }),
      buildCountry({
        id: "235",
        name: "United States",
        code: "US",
        dialCode: "+1",
        flag: "🇺🇸",
        isDefault: true,
      }),
    ],
    nationalities: [
      { id: "1", name: "American", code: "US" },
      { id: "2", name: "Argentinian", code: "AR" },
      { id: "3", name: "Austrian", code: "AT" },
      { id: "4", name: "British", code: "GB" },
      { id: "5", name: "Spanish", code: "ES" },
    ],
    calls: {
      viewer: 0,
      signUp: [],
      signOut: 0,
      requestPasswordReset: [],
      changePassword: [],
      verifyAccount: [],
      ssoSignIn: [],
      socialSignUp: [],
      startDailySavings: 0,
      buildReferralLink: [],
    },
    savings: {
      siteUrl: "https://savings.example.com/savings-provider",
      members: [],
      provider: "ok",
      latencyMs: 0,
    },
    campaigns: [],
    referrals: [],
    referralActions: [],
    loyalty: buildLoyalty(),
    referralFailure: null,
    publicSiteUrl: null,
    walletCards: [],
    orgCertificates: buildOrgCertificates(),
    offers: buildOffers(),
    destinations: buildDestinations(),
    searchOffers: buildSearchOffers(),
    searchCalls: [],
    reservations: [],
    checkouts: [],
    bookingCalls: { quote: [], bookOffer: [], startCheckout: [] },
    agentClients: [],
    agentQuotes: [],
    agentCalls: { reads: 0, addAgentClient: [], createAgentQuote: [], declineAgentQuote: [] },
    profiles: [],
    favourites: [],
    savedTravelers: [],
    profileCalls: { updateProfile: [], saveTraveler: [], removeTraveler: [] },
    visitorDefaults: {
      countryId: "235",
      countryCode: "US",
      currencyCode: "USD",
      source: "FALLBACK",
    },
    preferencesCalls: { visitorDefaults: 0, updatePreferences: [] },
    siteStyles: buildSiteStyles(),
  };
}

/** The current test's data; tests may change it before rendering. */
export let db: Db = createDb();

export function resetDb(): void {
  db = createDb();
}
