/**
 * SQL of the wallet: the organisation's certificate catalogue (payment_cards without user) and
 * the cards users hold, read in the REST contract's PaymentCardRow shape, and the conditional
 * updates that spend them (each only once, a cash card never below zero).
 */
import type { ContractSchema } from "@travel/schema/rest";
import { sql } from "kysely";
import { kyselyOf, type Queryable } from "../db/db";
import { rowExists } from "../db/row-exists";
import type { CardKind } from "./card-rules";

/** A card as the REST contract gives it (spec §3 wallet payment card). */
export type PaymentCardRow = ContractSchema<"PaymentCard">;

/** A card with what the upstream knows besides the contract's fields. */
export interface StoredCard extends PaymentCardRow {
  kind: CardKind;
  org_id: number;
  user_id: number | null;
  redeemed_reservation_id: number | null;
}

const CARD_COLUMNS = [
  "card_code",
  "payment_card_id",
  "pro_code",
  "name",
  "status",
  "services",
  sql<number>`card_amount::float8`.as("card_amount"),
  sql<number | null>`payment_card_redemption_price::float8`.as("payment_card_redemption_price"),
  "payment_product_code",
  "payment_card_currency",
  sql<string | null>`to_char(expires_on, 'YYYY-MM-DD')`.as("expires_on"),
] as const;
const STORED_COLUMNS = [
  ...CARD_COLUMNS,
  sql<CardKind>`kind`.as("kind"),
  "org_id",
  "user_id",
  "redeemed_reservation_id",
] as const;

/** CARD_COLUMNS with the name in `language` where translated (card_name_translations). */
function translatedCardColumns(language: string) {
  const name = sql<string>`coalesce((SELECT t.name FROM card_name_translations t
    WHERE t.english_name = payment_cards.name AND t.language = ${language}), payment_cards.name)`;
  return CARD_COLUMNS.map((c) => (c === "name" ? name.as("name") : c));
}

/** Still ACTIVE, whatever its case and surrounding spaces. */
const active = sql<boolean>`upper(btrim(status)) = 'ACTIVE'`;

/** The contract's fields of a stored card (in the contract's order). */
export function paymentCardRow(card: StoredCard): PaymentCardRow {
  return {
    card_code: card.card_code,
    payment_card_id: card.payment_card_id,
    pro_code: card.pro_code,
    name: card.name,
    status: card.status,
    services: card.services,
    card_amount: card.card_amount,
    payment_card_redemption_price: card.payment_card_redemption_price,
    payment_product_code: card.payment_product_code,
    payment_card_currency: card.payment_card_currency,
    expires_on: card.expires_on,
  };
}

/** Whether the organisation exists. */
export const organisationExists = (db: Queryable, orgId: number): Promise<boolean> =>
  rowExists(db, "organisations", "org_id", orgId);

/** The organisation's wallet options (`org_site_wallet`), or null without such organisation. */
export async function orgSiteWallet(db: Queryable, orgId: number): Promise<string | null> {
  const row = await kyselyOf(db)
    .selectFrom("organisations")
    .select("org_site_wallet")
    .where("org_id", "=", orgId)
    .executeTakeFirst();
  return row?.org_site_wallet ?? null;
}

/** The organisation's catalogue certificates, in id order. */
export async function listCatalogue(
  db: Queryable,
  orgId: number,
  language = "en",
): Promise<PaymentCardRow[]> {
  return kyselyOf(db)
    .selectFrom("payment_cards")
    .select(translatedCardColumns(language))
    .where("org_id", "=", orgId)
    .where("user_id", "is", null)
    .orderBy("payment_card_id")
    .execute();
}

/** Every card a user holds, every state, in id order. */
export async function listUserCards(
  db: Queryable,
  userId: number,
  language = "en",
): Promise<StoredCard[]> {
  return kyselyOf(db)
    .selectFrom("payment_cards")
    .select([...translatedCardColumns(language), ...STORED_COLUMNS.slice(CARD_COLUMNS.length)])
    .where("user_id", "=", userId)
    .orderBy("payment_card_id")
    .execute();
}

/** A card, locked until the transaction ends (FOR UPDATE); null when there is none. */
export async function lockCard(tx: Queryable, paymentCardId: number): Promise<StoredCard | null> {
  const row = await kyselyOf(tx)
    .selectFrom("payment_cards")
    .select(STORED_COLUMNS)
    .where("payment_card_id", "=", paymentCardId)
    .forUpdate()
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Spends a user's certificate or discount card on a reservation: only while it is the user's,
 * ACTIVE (case-insensitive) and not yet redeemed. False when it was not (nothing changed).
 */
export async function redeemCard(
  tx: Queryable,
  card: { paymentCardId: number; userId: number; kind: "certificate" | "discount" },
  reservationId: number,
  now: Date,
): Promise<boolean> {
  const rows = await kyselyOf(tx)
    .updateTable("payment_cards")
    .set({ status: "REDEEMED", redeemed_reservation_id: reservationId, redeemed_at: now })
    .where("payment_card_id", "=", card.paymentCardId)
    .where("user_id", "=", card.userId)
    .where("kind", "=", card.kind)
    .where(active)
    .where("redeemed_reservation_id", "is", null)
    .returning("payment_card_id")
    .execute();
  return rows.length === 1;
}

/**
 * Takes `amount` off a user's ACTIVE cash card when the balance covers it (never below zero).
 * The balance left, or null when it did not (nothing changed).
 */
export async function spendCash(
  tx: Queryable,
  card: { paymentCardId: number; userId: number },
  amount: number,
): Promise<number | null> {
  const spent = sql<string>`${amount}::numeric`;
  const row = await kyselyOf(tx)
    .updateTable("payment_cards")
    .set((eb) => ({ card_amount: eb("card_amount", "-", spent) }))
    .where("payment_card_id", "=", card.paymentCardId)
    .where("user_id", "=", card.userId)
    .where("kind", "=", "cash")
    .where(active)
    .where("card_amount", ">=", spent)
    .returning(sql<number>`card_amount::float8`.as("balance"))
    .executeTakeFirst();
  return row?.balance ?? null;
}

/**
 * Records a catalogue certificate bought at booking as the user's card: a copy of the catalogue
 * row (same code, name, value, price), REDEEMED by the reservation. Returns the new card.
 */
export async function recordBoughtCertificate(
  tx: Queryable,
  catalogueCardId: number,
  userId: number,
  reservationId: number,
  now: Date,
): Promise<StoredCard> {
  const row = await kyselyOf(tx)
    .insertInto("payment_cards")
    .columns([
      "org_id",
      "user_id",
      "kind",
      "card_code",
      "pro_code",
      "name",
      "status",
      "services",
      "card_amount",
      "payment_card_redemption_price",
      "payment_product_code",
      "payment_card_currency",
      "expires_on",
      "source_card_id",
      "redeemed_reservation_id",
      "redeemed_at",
      "created_at",
    ])
    .expression((eb) =>
      eb
        .selectFrom("payment_cards")
        .select([
          "org_id",
          eb.val(userId).as("user_id"),
          sql<string>`'certificate'`.as("kind"),
          "card_code",
          "pro_code",
          "name",
          sql<string>`'REDEEMED'`.as("status"),
          "services",
          "card_amount",
          "payment_card_redemption_price",
          "payment_product_code",
          "payment_card_currency",
          sql<null>`NULL`.as("expires_on"),
          "payment_card_id",
          eb.val(reservationId).as("redeemed_reservation_id"),
          eb.val(now).as("redeemed_at"),
          eb.val(now).as("created_at"),
        ])
        .where("payment_card_id", "=", catalogueCardId)
        .where("user_id", "is", null),
    )
    .returning(STORED_COLUMNS)
    .executeTakeFirst();
  if (row === undefined) throw new Error(`catalogue certificate ${catalogueCardId} vanished`);
  return row;
}
