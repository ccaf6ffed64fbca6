/**
 * Seeds the demo accounts, access codes and invitation once, and the wallet demo traveller once
 * (a seed of its own, so databases seeded before it existed get it too). Passwords are hashed at
 * the configured scrypt cost.
 */
import { sql } from "kysely";
import { kyselyOf, type Db } from "../db/db";
import { seedOnce, seedRan } from "../db/seed-once";
import { hashPassword } from "./password-hash";

export const DEMO_ACCOUNTS = {
  traveller: { email: "traveller@example.com", password: "Traveller#1" },
  agent: { email: "agent@example.com", password: "Agent#2026" },
  /** A traveller whose wallet has no usable hotel certificate and no hotel discount card. */
  wallet: { email: "wallet@example.com", password: "Wallet#2026" },
  /** A traveller whose sign-in result flags a promotion (is_promotion 1): sign-in leads to /promotions. */
  promotion: { email: "promo@example.com", password: "Promo#2026" },
} as const;

export const DEMO_ACCESS_CODES = { valid: "WELCOME2026", expired: "EXPIRED2020" } as const;
export const DEMO_MASTERCODE = "INVITE-7Q2M";

export async function seedAccounts(db: Db, scryptCost: number): Promise<void> {
  await seedDemoAccounts(db, scryptCost);
  for (const member of DEMO_MEMBERS) await seedDemoMember(db, scryptCost, member);
}

async function seedDemoAccounts(db: Db, scryptCost: number): Promise<void> {
  if (await seedRan(db, "accounts/demo")) return;
  // Hashing is slow on purpose: do it outside the seed's transaction.
  const travellerHash = await hashPassword(DEMO_ACCOUNTS.traveller.password, scryptCost);
  const agentHash = await hashPassword(DEMO_ACCOUNTS.agent.password, scryptCost);
  await seedOnce(db, "accounts/demo", async (tx) => {
    const kysely = kyselyOf(tx);
    const demo = {
      nationality_id: 1,
      country_id: 235,
      currency_code: "USD",
      language: "en-US",
      can_user_book: 1,
      phone_country_code: "+1",
      verified_at: sql<Date>`now()`,
    };
    await kysely
      .insertInto("accounts")
      .values({
        ...demo,
        email: DEMO_ACCOUNTS.traveller.email,
        password_hash: travellerHash,
        title: "Mrs",
        first_name: "Tess",
        last_name: "Traveller",
        user_type: 2,
        role: "Member",
        plan_status: "ACTIVE",
        access_code: DEMO_ACCESS_CODES.valid,
        mobile_no: "5550100001",
        credit_limit: null,
        display_price: 0,
        referral_code: "TESS2026",
      })
      .execute();
    await kysely
      .insertInto("accounts")
      .values({
        ...demo,
        email: DEMO_ACCOUNTS.agent.email,
        password_hash: agentHash,
        title: "Mr",
        first_name: "Alex",
        last_name: "Agent",
        user_type: 1,
        role: "Agent",
        plan_status: "NOPLAN",
        access_code: null,
        mobile_no: "5550100002",
        credit_limit: 5000,
        display_price: 1,
        referral_code: null,
      })
      .execute();
    await kysely
      .insertInto("access_codes")
      .values([
        { code: DEMO_ACCESS_CODES.valid, expires_at: "2099-12-31T23:59:59Z", max_uses: null },
        { code: DEMO_ACCESS_CODES.expired, expires_at: "2020-12-31T23:59:59Z", max_uses: null },
      ])
      .execute();
    await kysely
      .insertInto("invitations")
      .values({
        mastercode: DEMO_MASTERCODE,
        email: "invitee@example.com",
        first_name: "Ana",
        last_name: "García",
        title: 1,
        phone_number: "5551234567",
        country_code: "+34",
        lang: "es-ES",
        trip_id: "TRIP-42",
      })
      .execute();
  });
}

/** What every demo Member has: verified, plan ACTIVE, can book, the valid access code. */
const DEMO_MEMBER = {
  nationality_id: 1,
  country_id: 235,
  currency_code: "USD",
  language: "en-US",
  user_type: 2,
  role: "Member",
  can_user_book: 1,
  plan_status: "ACTIVE",
  access_code: DEMO_ACCESS_CODES.valid,
  phone_country_code: "+1",
  display_price: 0,
} as const;

/** A demo Member of a seed of its own (so databases seeded before it existed get it too). */
interface DemoMember {
  seed: string;
  login: { email: string; password: string };
  own: {
    title: string;
    first_name: string;
    last_name: string;
    mobile_no: string;
    is_promotion?: 1;
  };
}

/**
 * The wallet demo traveller (its cards: wallet/seed.ts) and the promotion demo traveller
 * (is_promotion 1): verified Members, plan ACTIVE, can book.
 */
const DEMO_MEMBERS: readonly DemoMember[] = [
  {
    seed: "accounts/wallet-demo",
    login: DEMO_ACCOUNTS.wallet,
    own: { title: "Miss", first_name: "Willa", last_name: "Wallet", mobile_no: "5550100003" },
  },
  {
    seed: "accounts/promotion-demo",
    login: DEMO_ACCOUNTS.promotion,
    own: {
      title: "Mr",
      first_name: "Pablo",
      last_name: "Promo",
      mobile_no: "5550100004",
      is_promotion: 1,
    },
  },
];

/** One demo Member's account (skipped when its email exists). */
async function seedDemoMember(db: Db, scryptCost: number, member: DemoMember): Promise<void> {
  if (await seedRan(db, member.seed)) return;
  const hash = await hashPassword(member.login.password, scryptCost);
  await seedOnce(db, member.seed, async (tx) => {
    await kyselyOf(tx)
      .insertInto("accounts")
      .values({
        ...DEMO_MEMBER,
        ...member.own,
        email: member.login.email,
        password_hash: hash,
        verified_at: sql<Date>`now()`,
      })
      .onConflict((oc) => oc.column("email").doNothing())
      .execute();
  });
}
