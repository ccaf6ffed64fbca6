/** Factories of upstream REST entities for tests: sensible defaults, override what matters. */
import type { CurrencyMapper, LanguageMapper } from "../locale/locale.mappers";
import type { CountryMapper, NationalityMapper } from "../reference/reference.mappers";
import type { SiteConfigMapper } from "../site/site.mappers";

let nextId = 1000;
const newId = () => nextId++;

export function buildCountry(overrides: Partial<CountryMapper> = {}): CountryMapper {
  return {
    countryId: newId(),
    countryName: "Testland",
    countryCode: "TL",
    countryFlag: null,
    isdCode: "+999",
    distanceUnit: "Km",
    tempUnit: "C",
    default_country: "false",
    ...overrides,
  };
}

export function buildNationality(overrides: Partial<NationalityMapper> = {}): NationalityMapper {
  return {
    nationalityId: newId(),
    nationalityName: "Testlander",
    nationalityCode: "TL",
    ...overrides,
  };
}

export function buildCurrency(overrides: Partial<CurrencyMapper> = {}): CurrencyMapper {
  return { id: newId(), name: "Test Dollar", code: "TSD", status: 1, flag: null, ...overrides };
}

export function buildLanguage(overrides: Partial<LanguageMapper> = {}): LanguageMapper {
  return {
    id: newId(),
    code: "tl-TL",
    name: "Testish",
    labels: [{ field_name: "menu.hotel", wl_lang_value: "Hotel" }],
    ...overrides,
  };
}

export function buildSiteConfig(overrides: Partial<SiteConfigMapper> = {}): SiteConfigMapper {
  return {
    orgId: 42,
    orgName: "Test Travel",
    googleTagId: "GTM-TEST",
    eligibleProducts: [
      { product_id: 1, product_code: "HLT" },
      { product_id: 2, product_code: "ACT" },
    ],
    calendarType: "gregorian",
    minCheckinDays: 2,
    weekStart: 1,
    displayPrice: 1,
    enableGoogleLogin: 1,
    enableFacebookLogin: 0,
    enableAccessCode: 1,
    allowBookingWithoutSession: 0,
    org_site_wallet: "Discount Cards,Certificates",
    externalSites: {
      allInclusive: "https://allinclusive.example.com/",
      trips: "https://trips.example.com/",
    },
    identityProviders: {
      google: { authorizationUrl: "https://idp.example.com/authorize", clientId: "google-client" },
      facebook: null,
    },
    ...overrides,
  };
}
