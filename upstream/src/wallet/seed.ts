/**
 * Seeds the wallet once: the organisation's certificate catalogue and the demo wallets (contract
 * "Seeds": every card state). Card ids are fixed (catalogue 9001–9004, traveller 1001–1201, wallet
 * demo 2001–2201); cards created later are numbered from 100001. Expiry days are relative to
 * the day of seeding. The demo agent's wallet is empty.
 *
 * - The traveller: usable HLT certificates (one in USD, one in EUR), one for ACT+STY, one for RST
 *   whose status is the lower-case "active", an INACTIVE, a REDEEMED and an EXPIRED one; discount
 *   cards of 0, 25 (HLT only) and 60 USD and one of 40 GBP; a cash card of 150 USD.
 * - The wallet demo traveller: certificates for ACT and RST, HLT ones only INACTIVE or REDEEMED,
 *   discount cards only for ACT and STY, a cash card of 80 USD: a hotel booking gets the
 *   certificate prompt.
 * - The catalogue: HLT Classic (value 100, price 39) and Plus (200, price 79), RST (300, 129),
 *   ACT (60, 25), none for STY.
 */
import { DEMO_ACCOUNTS } from "../accounts/seed";
import { sql } from "kysely";
import { kyselyOf, type Db, type Queryable } from "../db/db";
import { seedOnce } from "../db/seed-once";
import { SPANISH_CARD_NAMES } from "./seed-es";
import { SITE_ORG_ID } from "../site/organisation";
import { WALLET_PRODUCTS, type CardKind } from "./card-rules";

export interface SeedCard {
  id: number;
  code: string;
  kind: CardKind;
  proCode: string | null;
  name: string;
  status: string;
  services: readonly string[];
  amount: number;
  redemptionPrice: number | null;
  productCode: string | null;
  currency: string;
  /** Days from the seeding day to the last day of use (negative: expired); null: no expiry. */
  expiresIn: number | null;
}

const ALL = WALLET_PRODUCTS;
const REWARDS = "WAYFARER-REWARDS";

export const CATALOGUE_CARDS: readonly SeedCard[] = [
  {
    id: 9001,
    code: "ORG-HLT-CLASSIC",
    kind: "certificate",
    proCode: REWARDS,
    name: "Hotel Stay Certificate (Classic)",
    status: "ACTIVE",
    services: ["HLT"],
    amount: 100,
    redemptionPrice: 39,
    productCode: "HLT",
    currency: "USD",
    expiresIn: null,
  },
  {
    id: 9002,
    code: "ORG-HLT-PLUS",
    kind: "certificate",
    proCode: REWARDS,
    name: "Hotel Stay Certificate (Plus)",
    status: "ACTIVE",
    services: ["HLT"],
    amount: 200,
    redemptionPrice: 79,
    productCode: "HLT",
    currency: "USD",
    expiresIn: null,
  },
  {
    id: 9003,
    code: "ORG-RST-WEEK",
    kind: "certificate",
    proCode: REWARDS,
    name: "Resort Week Certificate",
    status: "ACTIVE",
    services: ["RST"],
    amount: 300,
    redemptionPrice: 129,
    productCode: "RST",
    currency: "USD",
    expiresIn: null,
  },
  {
    id: 9004,
    code: "ORG-ACT-EXPLORER",
    kind: "certificate",
    proCode: REWARDS,
    name: "Experiences Certificate",
    status: "ACTIVE",
    services: ["ACT"],
    amount: 60,
    redemptionPrice: 25,
    productCode: "ACT",
    currency: "USD",
    expiresIn: null,
  },
];

const certificate = (
  id: number,
  code: string,
  name: string,
  status: string,
  services: readonly string[],
  amount: number,
  currency: string,
  expiresIn: number | null,
): SeedCard => ({
  id,
  code,
  kind: "certificate",
  proCode: REWARDS,
  name,
  status,
  services,
  amount,
  redemptionPrice: null,
  productCode: services.length === 1 ? (services[0] ?? null) : null,
  currency,
  expiresIn,
});

const discountCard = (
  id: number,
  code: string,
  name: string,
  amount: number,
  currency: string,
  productCode: string | null,
  expiresIn: number | null,
): SeedCard => ({
  id,
  code,
  kind: "discount",
  proCode: "WAYFARER-DISCOUNT",
  name,
  status: "ACTIVE",
  services: productCode === null ? ALL : [productCode],
  amount,
  redemptionPrice: null,
  productCode,
  currency,
  expiresIn,
});

const cashCard = (id: number, code: string, amount: number): SeedCard => ({
  id,
  code,
  kind: "cash",
  proCode: null,
  name: "Wayfarer Cash Card",
  status: "ACTIVE",
  services: ALL,
  amount,
  redemptionPrice: null,
  productCode: null,
  currency: "USD",
  expiresIn: null,
});

/** The demo traveller's wallet: every state. */
export const TRAVELLER_CARDS: readonly SeedCard[] = [
  certificate(1001, "CERT-HLT-001", "Hotel Stay Certificate", "ACTIVE", ["HLT"], 120, "USD", 365),
  certificate(
    1002,
    "CERT-ACTSTY-001",
    "Experiences & Stays Certificate",
    "ACTIVE",
    ["ACT", "STY"],
    75,
    "USD",
    300,
  ),
  certificate(1003, "CERT-RST-001", "Resort Week Certificate", "active", ["RST"], 250, "USD", 540),
  certificate(
    1004,
    "CERT-HLT-EUR-001",
    "European City Hotel Certificate",
    "ACTIVE",
    ["HLT"],
    90,
    "EUR",
    365,
  ),
  certificate(
    1005,
    "CERT-HLT-002",
    "Weekend Hotel Certificate",
    "INACTIVE",
    ["HLT"],
    80,
    "USD",
    200,
  ),
  certificate(
    1006,
    "CERT-HLT-003",
    "City Break Certificate",
    "REDEEMED",
    ["HLT", "RST"],
    100,
    "USD",
    null,
  ),
  certificate(1007, "CERT-STY-001", "Holiday Stay Certificate", "EXPIRED", ["STY"], 60, "USD", -30),
  discountCard(1101, "DISC-WELCOME-000", "Welcome Discount Card", 0, "USD", null, 90),
  discountCard(1102, "DISC-HLT-025", "Hotel Saver Card", 25, "USD", "HLT", 180),
  discountCard(1103, "DISC-TRIP-060", "Traveller Discount Card", 60, "USD", null, 365),
  discountCard(1104, "DISC-GBP-040", "London Partner Discount Card", 40, "GBP", null, 240),
  cashCard(1201, "CASH-USD-001", 150),
];

/** The wallet demo traveller's wallet: no usable HLT certificate, no HLT discount card. */
export const WALLET_DEMO_CARDS: readonly SeedCard[] = [
  certificate(2001, "CERT-ACT-101", "Experiences Certificate", "ACTIVE", ["ACT"], 40, "USD", 365),
  certificate(
    2002,
    "CERT-RST-101",
    "Resort Escape Certificate",
    "ACTIVE",
    ["RST"],
    180,
    "USD",
    365,
  ),
  certificate(2003, "CERT-HLT-101", "Hotel Stay Certificate", "INACTIVE", ["HLT"], 100, "USD", 365),
  certificate(
    2004,
    "CERT-HLT-102",
    "Hotel Night Certificate",
    "REDEEMED",
    ["HLT"],
    75,
    "USD",
    null,
  ),
  discountCard(2101, "DISC-ACT-015", "Activities Discount Card", 15, "USD", "ACT", 180),
  discountCard(2102, "DISC-STY-030", "Stays Discount Card", 30, "EUR", "STY", 180),
  cashCard(2201, "CASH-WLT-001", 80),
];

async function insertCards(tx: Queryable, userId: number | null, cards: readonly SeedCard[]) {
  if (cards.length === 0) return;
  await kyselyOf(tx)
    .insertInto("payment_cards")
    .values(
      cards.map((c) => ({
        payment_card_id: c.id,
        org_id: SITE_ORG_ID,
        user_id: userId,
        kind: c.kind,
        card_code: c.code,
        pro_code: c.proCode,
        name: c.name,
        status: c.status,
        services: sql<string[]>`${[...c.services]}::text[]`,
        card_amount: c.amount,
        payment_card_redemption_price: c.redemptionPrice,
        payment_product_code: c.productCode,
        payment_card_currency: c.currency,
        expires_on:
          c.expiresIn === null
            ? null
            : sql<Date>`current_date + ${sql.lit(Math.trunc(c.expiresIn))}`,
      })),
    )
    .execute();
}

export async function seedWallets(db: Db): Promise<void> {
  await seedOnce(db, "wallet/demo", async (tx) => {
    await insertCards(tx, null, CATALOGUE_CARDS);
    for (const [email, cards] of [
      [DEMO_ACCOUNTS.traveller.email, TRAVELLER_CARDS],
      [DEMO_ACCOUNTS.wallet.email, WALLET_DEMO_CARDS],
    ] as const) {
      const account = await kyselyOf(tx)
        .selectFrom("accounts")
        .select("account_id")
        .where("email", "=", email)
        .executeTakeFirst();
      if (account !== undefined) await insertCards(tx, account.account_id, cards);
    }
  });
}

/** Seeds the Spanish names of the seeded cards once (seed-es.ts). */
export async function seedCardNameTranslations(db: Db): Promise<void> {
  await seedOnce(db, "wallet/card-names-es", async (tx) => {
    const names = new Set(
      [...CATALOGUE_CARDS, ...TRAVELLER_CARDS, ...WALLET_DEMO_CARDS].map((c) => c.name),
    );
    const rows = [...names].map((english) => {
      const name = SPANISH_CARD_NAMES[english];
      if (name === undefined) throw new Error(`card name ${english} has no Spanish name`);
      return { english_name: english, language: "es", name };
    });
    await kyselyOf(tx).insertInto("card_name_translations").values(rows).execute();
  });
}
