import {
  buildCurrency,
  buildLanguage,
  buildProductMenu,
  buildSiteConfig,
  type CurrencyRecord,
  type LanguageRecord,
  type MenuItemRecord,
} from "./factories";

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
  };
}

/** The current test's data; tests may change it before rendering. */
export let db: Db = createDb();

export function resetDb(): void {
  db = createDb();
}
