/**
 * Seeds the demo accounts, access codes and invitation once, and the wallet demo traveller once
 * (a seed of its own, so databases seeded before it existed get it too). Passwords are hashed at
 * the configured scrypt cost.
 */
import type { Db } from "../db/db";
import { seedOnce } from "../db/seed-once";
import { hashPassword } from "./password-hash";

export const DEMO_ACCOUNTS = {
  traveller: { email: "traveller@example.com", password: "Traveller#1" },
  agent: { email: "agent@example.com", password: "Agent#2026" },
  /** A traveller whose wallet has no usable hotel certificate and no hotel discount card. */
  wallet: { email: "wallet@example.com", password: "Wallet#2026" },
} as const;

export const DEMO_ACCESS_CODES = { valid: "WELCOME2026", expired: "EXPIRED2020" } as const;
export const DEMO_MASTERCODE = "INVITE-7Q2M";
/** Where the seeded organisation sends a user whose single-sign-on session ended. */
export const DEMO_SESSION_OUT_URL = "https://partner.example.com/signed-out";

export async function seedAccounts(db: Db, scryptCost: number): Promise<void> {
  await seedDemoAccounts(db, scryptCost);
  await seedWalletAccount(db, scryptCost);
}

async function seedDemoAccounts(db: Db, scryptCost: number): Promise<void> {
  const done = await db.query("SELECT 1 FROM seed_runs WHERE name = 'accounts/demo'");
  if (done.length > 0) return;
  // Hashing is slow on purpose: do it outside the seed's transaction.
  const travellerHash = await hashPassword(DEMO_ACCOUNTS.traveller.password, scryptCost);
  const agentHash = await hashPassword(DEMO_ACCOUNTS.agent.password, scryptCost);
  await seedOnce(db, "accounts/demo", async (tx) => {
    const insert = `INSERT INTO accounts (email, password_hash, title, first_name, last_name,
        nationality_id, country_id, currency_code, language, user_type, role, can_user_book,
        plan_status, access_code, phone_country_code, mobile_no, credit_limit, display_price,
        referral_code, verified_at)
      VALUES ($1, $2, $3, $4, $5, 1, 235, 'USD', 'en-US', $6, $7, 1, $8, $9, '+1', $10, $11, $12,
        $13, now())`;
    await tx.query(insert, [
      DEMO_ACCOUNTS.traveller.email,
      travellerHash,
      "Mrs",
      "Tess",
      "Traveller",
      2,
      "Member",
      "ACTIVE",
      DEMO_ACCESS_CODES.valid,
      "5550100001",
      null,
      0,
      "TESS2026",
    ]);
    await tx.query(insert, [
      DEMO_ACCOUNTS.agent.email,
      agentHash,
      "Mr",
      "Alex",
      "Agent",
      1,
      "Agent",
      "NOPLAN",
      null,
      "5550100002",
      5000,
      1,
      null,
    ]);
    await tx.query(
      `INSERT INTO access_codes (code, expires_at, max_uses) VALUES
         ($1, '2099-12-31T23:59:59Z', NULL), ($2, '2020-12-31T23:59:59Z', NULL)`,
      [DEMO_ACCESS_CODES.valid, DEMO_ACCESS_CODES.expired],
    );
    await tx.query(
      `INSERT INTO invitations (mastercode, email, first_name, last_name, title, phone_number,
         country_code, lang, trip_id)
       VALUES ($1, 'invitee@example.com', 'Ana', 'García', 1, '5551234567', '+34', 'es-ES', 'TRIP-42')`,
      [DEMO_MASTERCODE],
    );
    await tx.query(
      "UPDATE organisations SET session_out_url = $1 WHERE org_id = 1 AND session_out_url IS NULL",
      [DEMO_SESSION_OUT_URL],
    );
  });
}

/** The wallet demo traveller: verified Member, plan ACTIVE, can book (its cards: wallet/seed.ts). */
async function seedWalletAccount(db: Db, scryptCost: number): Promise<void> {
  const done = await db.query("SELECT 1 FROM seed_runs WHERE name = 'accounts/wallet-demo'");
  if (done.length > 0) return;
  const hash = await hashPassword(DEMO_ACCOUNTS.wallet.password, scryptCost);
  await seedOnce(db, "accounts/wallet-demo", async (tx) => {
    await tx.query(
      `INSERT INTO accounts (email, password_hash, title, first_name, last_name,
         nationality_id, country_id, currency_code, language, user_type, role, can_user_book,
         plan_status, access_code, phone_country_code, mobile_no, display_price, verified_at)
       VALUES ($1, $2, 'Miss', 'Willa', 'Wallet', 1, 235, 'USD', 'en-US', 2, 'Member', 1,
         'ACTIVE', $3, '+1', '5550100003', 0, now())
       ON CONFLICT (email) DO NOTHING`,
      [DEMO_ACCOUNTS.wallet.email, hash, DEMO_ACCESS_CODES.valid],
    );
  });
}
