/** In-memory accounts data of the mocked upstream: users, sessions, links, activity. */
import type { InvitationData } from "../accounts/accounts.mappers";

export interface TestAccount {
  userId: number;
  email: string;
  password: string;
  first_name: string | null;
  last_name: string | null;
  type: 1 | 2;
  role: string;
  can_user_book: 0 | 1;
  plan_status: string | null;
  access_code: string | null;
  phone_country_code: string | null;
  country: number | null;
  credit_limit: number | null;
  display_price: 0 | 1;
  currency_code: string | null;
  language: string | null;
  nationality: number | null;
  referral: { first_name: string; last_name: string } | null;
  is_promotion: 0 | 1;
  verified: boolean;
  /** ID tokens that identify this account at Google or Facebook. */
  socialTokens: string[];
  is_sso: 0 | 1;
  session_out_url: string | null;
}

/** One request the accounts handlers received. */
export interface ReceivedRequest {
  path: string;
  body: Record<string, unknown>;
  authorization: string | null;
}

export interface AccountsDb {
  accounts: TestAccount[];
  /** Session token → user id. */
  sessions: Record<string, number>;
  accessCodes: string[];
  invitations: InvitationData[];
  /** Verification key → user id. */
  verificationKeys: Record<string, number>;
  /** Password-reset key → user id. */
  resetKeys: Record<string, number>;
  activity: { userId: number; ip: string; action: string }[];
  received: ReceivedRequest[];
}

let nextUserId = 500;

export function buildAccount(overrides: Partial<TestAccount> = {}): TestAccount {
  const userId = overrides.userId ?? nextUserId++;
  return {
    userId,
    email: `user${userId}@example.com`,
    password: "Secret1!",
    first_name: "Test",
    last_name: "User",
    type: 2,
    role: "Member",
    can_user_book: 1,
    plan_status: "ACTIVE",
    access_code: null,
    phone_country_code: "+1",
    country: 235,
    credit_limit: null,
    display_price: 1,
    currency_code: "USD",
    language: "en-US",
    nationality: 1,
    referral: null,
    is_promotion: 0,
    verified: true,
    socialTokens: [],
    is_sso: 0,
    session_out_url: null,
    ...overrides,
  };
}

export function seedAccounts(): AccountsDb {
  return {
    accounts: [
      buildAccount({
        userId: 7,
        email: "zoe@example.com",
        first_name: "Zoë",
        last_name: "O'Brien",
        role: "Guest",
        plan_status: "ACTIVE-REFRESH",
        access_code: "WELCOME",
        referral: { first_name: "Ann", last_name: "Ref" },
        socialTokens: ["google.zoe.sig"],
      }),
      buildAccount({
        userId: 8,
        email: "travel.agent@example.com",
        first_name: "Art",
        last_name: "Agent",
        type: 1,
        role: "Agent",
        can_user_book: 0,
        plan_status: "expired",
        credit_limit: 2500,
        country: 235,
      }),
      buildAccount({ userId: 9, email: "new@example.com", verified: false }),
    ],
    sessions: {},
    accessCodes: ["WELCOME"],
    invitations: [
      {
        mastercode: "INV-1",
        email: "invited@example.com",
        firstname: "Ina",
        lastname: "Vited",
        title: 3,
        phonenumber: "555-0100",
        countrycode: "+44",
        lang: "en-GB",
        tripid: "T-9",
      },
    ],
    verificationKeys: { "verify-key-9": 9 },
    resetKeys: { "reset-key-7": 7 },
    activity: [],
    received: [],
  };
}
