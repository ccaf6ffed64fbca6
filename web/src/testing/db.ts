import {
  buildAccount,
  buildCountry,
  buildCurrency,
  buildLanguage,
  buildProductMenu,
  buildSiteConfig,
  type AccountRecord,
  type CountryRecord,
  type CurrencyRecord,
  type InvitationRecord,
  type LanguageRecord,
  type MenuItemRecord,
  type ViewerRecord,
} from "./factories";

/** What the mock gateway's account mutations received, for tests to inspect. */
export interface AccountCalls {
  /** Login checks (viewer queries) answered. */
  viewer: number;
  signUp: unknown[];
  signOut: number;
  requestPasswordReset: unknown[];
  changePassword: unknown[];
  verifyAccount: unknown[];
}

/** In-memory data the msw handlers serve; rebuilt after each test. */
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
  /** Minutes a sign-in is refused for after too many attempts; 0 when not throttled. */
  signInThrottleMinutes: number;
  /** Access codes validateSignUpDetails accepts (any when empty). */
  accessCodes: string[];
  invitations: InvitationRecord[];
  countries: CountryRecord[];
  nationalities: { id: string; name: string; code: string }[];
  calls: AccountCalls;
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
    },
  };
}

/** The current test's data; tests may change it before rendering. */
export let db: Db = createDb();

export function resetDb(): void {
  db = createDb();
}
