import type { MenuTargetKind, WalletOption } from "../__generated__/graphql";
import { readLabelSeed } from "./label-seeds";

/** Test data shaped like the gateway's GraphQL types (resolved against the SDL by the handlers). */

export interface CurrencyRecord {
  id: string;
  code: string;
  name: string;
  active: boolean;
  flag: string | null;
}

export interface LanguageRecord {
  id: string;
  code: string;
  name: string;
  labels: { key: string; value: string }[];
}

export interface MenuItemRecord {
  key: string;
  labelKey: string;
  productCode: string | null;
  order: number;
  kind: MenuTargetKind;
  target: string;
}

let sequence = 100;
const nextId = () => String(++sequence);

export function buildCurrency(
  overrides: Partial<CurrencyRecord> & { code: string },
): CurrencyRecord {
  return { id: nextId(), name: overrides.code, active: true, flag: null, ...overrides };
}

/** A language whose labels are the upstream seed of that code (empty when there is none). */
export function buildLanguage(
  overrides: Partial<LanguageRecord> & { code: string },
): LanguageRecord {
  let labels: LanguageRecord["labels"] = [];
  try {
    labels = Object.entries(readLabelSeed(overrides.code)).map(([key, value]) => ({ key, value }));
  } catch {
    // No seed for this code: a language without labels.
  }
  return { id: nextId(), name: overrides.code, labels, ...overrides };
}

export function buildMenuItem(
  overrides: Partial<MenuItemRecord> & { key: string; order: number },
): MenuItemRecord {
  return {
    labelKey: `menu.${overrides.key}`,
    productCode: null,
    kind: "ROUTE",
    target: `/${overrides.key}`,
    ...overrides,
  };
}

/** The product menu of spec §2, in order (order numbers 99 to 115). */
export function buildProductMenu(): MenuItemRecord[] {
  const routes: [key: string, code: string | null, target?: string][] = [
    ["dreamtrips", "DTPS"],
    ["hotelgd", "HLTGD"],
    ["hotel", "HLT"],
    ["condo", "CND"],
    ["packages", "PKG"],
    ["stays", "STY"],
    ["weeks", "WEK", "/resorts?type=weeks"],
    ["resorts", "RST"],
    ["holidaystays", "SBM"],
    ["cruises", "CRU"],
    ["flight", "FLT"],
    ["cars", "CAR"],
    ["transfers", "TRA"],
    ["activities", "ACT"],
  ];
  const items = routes.map(([key, productCode, target], index) =>
    buildMenuItem({ key, productCode, order: 99 + index, target: target ?? `/${key}` }),
  );
  return [
    ...items,
    buildMenuItem({
      key: "allinclusive",
      order: 113,
      kind: "EXTERNAL",
      target: "https://allinclusive.example.com/",
    }),
    buildMenuItem({
      key: "trips",
      order: 114,
      kind: "EXTERNAL",
      target: "https://trips.example.com/",
    }),
    buildMenuItem({ key: "dailydeals", order: 115, kind: "METHOD", target: "method:dailydeals" }),
  ];
}

export function buildSiteConfig(overrides: Partial<{ orgId: string; orgName: string }> = {}) {
  return {
    orgId: "1",
    orgName: "Acme Travel",
    googleTagId: null,
    eligibleProducts: [],
    calendarType: "GREGORIAN",
    minCheckinDays: 1,
    weekStart: 0,
    displayPrice: true,
    googleLoginEnabled: true,
    facebookLoginEnabled: true,
    accessCodeEnabled: false,
    bookingWithoutSessionAllowed: true,
    walletOptions: [] as WalletOption[],
    socialLogins: [
      {
        provider: "GOOGLE" as const,
        authorizationUrl: "https://idp.example.com/authorize",
        clientId: "google-client",
      },
      {
        provider: "FACEBOOK" as const,
        authorizationUrl: "https://fb.example.com/dialog/oauth",
        clientId: "fb-app",
      },
    ],
    ...overrides,
  };
}

/** A signed-in user, shaped like the gateway's Viewer. */
export interface ViewerRecord {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  userType: "AGENT" | "TRAVELLER";
  role: string;
  pricesIncludeTax: boolean;
  planStatus: "ACTIVE" | "NOPLAN";
  canBook: boolean;
  currencyCode: string | null;
  language: string | null;
  nationalityId: string | null;
  countryId: string;
  creditLimit: number | null;
  displayPrice: boolean;
  accessCode: string | null;
  phoneCountryCode: string | null;
  referrer: null;
  singleSignOn: boolean;
  sessionOutUrl: string | null;
  hasPromotion: boolean;
}

export function buildViewer(overrides: Partial<ViewerRecord> = {}): ViewerRecord {
  return {
    id: nextId(),
    email: "ana@example.com",
    firstName: "Ana",
    lastName: "García",
    userType: "TRAVELLER",
    role: "Member",
    pricesIncludeTax: false,
    planStatus: "NOPLAN",
    canBook: true,
    currencyCode: "USD",
    language: "en-US",
    nationalityId: "1",
    countryId: "235",
    creditLimit: null,
    displayPrice: true,
    accessCode: null,
    phoneCountryCode: "+1",
    referrer: null,
    singleSignOn: false,
    sessionOutUrl: null,
    hasPromotion: false,
    ...overrides,
  };
}

/** An account of the mock gateway: who may sign in with which password. */
export interface AccountRecord {
  password: string;
  viewer: ViewerRecord;
}

export function buildAccount(
  overrides: Partial<Omit<AccountRecord, "viewer">> & { viewer?: Partial<ViewerRecord> } = {},
): AccountRecord {
  return { password: "Secret#123", ...overrides, viewer: buildViewer(overrides.viewer) };
}

export interface CountryRecord {
  id: string;
  name: string;
  code: string;
  dialCode: string | null;
  flag: string | null;
  distanceUnit: null;
  temperatureUnit: null;
  isDefault: boolean;
}

export function buildCountry(
  overrides: Partial<CountryRecord> & { name: string; code: string },
): CountryRecord {
  return {
    id: nextId(),
    dialCode: null,
    flag: null,
    distanceUnit: null,
    temperatureUnit: null,
    isDefault: false,
    ...overrides,
  };
}

export interface InvitationRecord {
  masterCode: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  title: string | null;
  phoneNumber: string | null;
  phoneCountryCode: string | null;
  language: string | null;
  tripId: string | null;
}

export function buildInvitation(
  overrides: Partial<InvitationRecord> & { masterCode: string },
): InvitationRecord {
  return {
    email: "invited@example.com",
    firstName: "Iris",
    lastName: "Invited",
    title: "Mrs",
    phoneNumber: "5551234",
    phoneCountryCode: "+44",
    language: "en-US",
    tripId: null,
    ...overrides,
  };
}

/** A campaign (programme) of the mock gateway, shaped like the GraphQL Campaign. */
export interface CampaignRecord {
  id: string;
  name: string;
  campaignType: string;
  description: string | null;
  landingUrl: string | null;
  referralCode: string | null;
  startDate: string | null;
  endDate: string | null;
}

export function buildCampaign(overrides: Partial<CampaignRecord> = {}): CampaignRecord {
  const id = overrides.id ?? nextId();
  return {
    id,
    name: `Programme ${id}`,
    campaignType: "Referral",
    description: "Earn US$25 credit when a friend you refer completes their first booking.",
    landingUrl: `https://travel.example.com/refer/${id}`,
    referralCode: `CODE${id}`,
    startDate: "2026-01-01",
    endDate: null,
    ...overrides,
  };
}

/** Someone a traveller referred, in a programme; shaped like the GraphQL Referral. */
export interface ReferralRecord {
  id: string;
  programId: string;
  /** Who referred them (a viewer id). */
  referrerId: string;
  firstName: string;
  lastName: string;
  maskedEmail: string;
  status: string;
  credit: number;
  currencyCode: string;
  referredAt: string;
}

export function buildReferral(
  overrides: Partial<ReferralRecord> & { programId: string; referrerId: string },
): ReferralRecord {
  const id = overrides.id ?? nextId();
  return {
    id,
    firstName: `Friend${id}`,
    lastName: "Traveller",
    maskedEmail: `f***@example.com`,
    status: "JOINED",
    credit: 10,
    currencyCode: "USD",
    referredAt: "2026-02-01T10:00:00.000Z",
    ...overrides,
  };
}

/**
 * `count` referrals of one referrer in a programme, newest first, one day apart, named
 * Friend 1 (the newest) to Friend <count>.
 */
export function buildReferrals(
  count: number,
  { programId, referrerId }: { programId: string; referrerId: string },
): ReferralRecord[] {
  return Array.from({ length: count }, (_, i) =>
    buildReferral({
      programId,
      referrerId,
      firstName: "Friend",
      lastName: String(i + 1),
      maskedEmail: `f***${i + 1}@example.com`,
      status: ["BOOKED", "JOINED", "PENDING"][i % 3],
      credit: [25, 10, 0][i % 3],
      referredAt: new Date(Date.UTC(2026, 2, 31 - i, 12)).toISOString(),
    }),
  );
}

/** Something a member did that earned points; shaped like the GraphQL ReferralAction. */
export interface ReferralActionRecord {
  id: string;
  memberId: string;
  action: string;
  description: string;
  points: number;
  occurredAt: string;
}

export function buildReferralAction(
  overrides: Partial<ReferralActionRecord> & { memberId: string },
): ReferralActionRecord {
  return {
    id: nextId(),
    action: "SIGN_UP",
    description: "Joined the rewards programme",
    points: 100,
    occurredAt: "2026-01-15T09:00:00.000Z",
    ...overrides,
  };
}

/** The loyalty programme and each member's rewards (by viewer id). */
export interface LoyaltyRecord {
  enabled: boolean;
  startDate: string | null;
  endDate: string | null;
  rewards: Record<
    string,
    { points: number; credit: number; currencyCode: string; tier: string | null }
  >;
  /** Running promotions (campaign ids of Promotion campaigns in `campaigns`). */
  promotionIds: string[];
}

export function buildLoyalty(overrides: Partial<LoyaltyRecord> = {}): LoyaltyRecord {
  return {
    enabled: true,
    startDate: "2026-01-01",
    endDate: "2026-12-31",
    rewards: {},
    promotionIds: [],
    ...overrides,
  };
}
