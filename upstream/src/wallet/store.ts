/**
 * SQL of the wallet: the organisation's certificate catalogue (payment_cards without user) and
 * the cards users hold, read in the REST contract's PaymentCardRow shape, and the conditional
 * updates that spend them (each only once, a cash card never below zero).
 */
import type { Queryable } from "../db/db";
import type { CardKind } from "./card-rules";

/** A card as the REST contract gives it (spec §3 wallet payment card). */
export interface PaymentCardRow {
  card_code: string;
  payment_card_id: number;
  pro_code: string | null;
  name: string;
  status: string;
  services: string[];
  card_amount: number;
  payment_card_redemption_price: number | null;
  payment_product_code: string | null;
  payment_card_currency: string;
  expires_on: string | null;
}

/** A card with what the upstream knows besides the contract's fields. */
export interface StoredCard extends PaymentCardRow {
  kind: CardKind;
  org_id: number;
  user_id: number | null;
  redeemed_reservation_id: number | null;
}

const CARD_COLUMNS = `card_code, payment_card_id, pro_code, name, status, services,
  card_amount::float8 AS card_amount,
  payment_card_redemption_price::float8 AS payment_card_redemption_price,
  payment_product_code, payment_card_currency, to_char(expires_on, 'YYYY-MM-DD') AS expires_on`;
const STORED_COLUMNS = `${CARD_COLUMNS}, kind, org_id, user_id, redeemed_reservation_id`;

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
export async function organisationExists(db: Queryable, orgId: number): Promise<boolean> {
  return (await db.query("SELECT 1 FROM organisations WHERE org_id = $1", [orgId])).length > 0;
}

/** The organisation's wallet options (`org_site_wallet`), or null without such organisation. */
export async function orgSiteWallet(db: Queryable, orgId: number): Promise<string | null> {
  const [row] = await db.query<{ org_site_wallet: string }>(
    "SELECT org_site_wallet FROM organisations WHERE org_id = $1",
    [orgId],
  );
  return row?.org_site_wallet ?? null;
}

/** The organisation's catalogue certificates, in id order. */
export async function listCatalogue(db: Queryable, orgId: number): Promise<PaymentCardRow[]> {
  return db.query<PaymentCardRow>(
    `SELECT ${CARD_COLUMNS} FROM payment_cards
     WHERE org_id = $1 AND user_id IS NULL ORDER BY payment_card_id`,
    [orgId],
  );
}

/** Every card a user holds, every state, in id order. */
export async function listUserCards(db: Queryable, userId: number): Promise<StoredCard[]> {
  return db.query<StoredCard>(
    `SELECT ${STORED_COLUMNS} FROM payment_cards WHERE user_id = $1 ORDER BY payment_card_id`,
    [userId],
  );
}

/** A card, locked until the transaction ends (FOR UPDATE); null when there is none. */
export async function lockCard(tx: Queryable, paymentCardId: number): Promise<StoredCard | null> {
  const [row] = await tx.query<StoredCard>(
    `SELECT ${STORED_COLUMNS} FROM payment_cards WHERE payment_card_id = $1 FOR UPDATE`,
    [paymentCardId],
  );
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
  const rows = await tx.query(
    `UPDATE payment_cards SET status = 'REDEEMED', redeemed_reservation_id = $4,
       redeemed_at = $5
     WHERE payment_card_id = $1 AND user_id = $2 AND kind = $3
       AND upper(btrim(status)) = 'ACTIVE' AND redeemed_reservation_id IS NULL
     RETURNING payment_card_id`,
    [card.paymentCardId, card.userId, card.kind, reservationId, now.toISOString()],
  );
  return rows.length === 1;
}

/**
 * Takes `amount` off a user's ACTIVE cash card when the balance covers it (never below zero).
 * False when it did not (nothing changed).
 */
export async function spendCash(
  tx: Queryable,
  card: { paymentCardId: number; userId: number },
  amount: number,
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE payment_cards SET card_amount = card_amount - $3::numeric
     WHERE payment_card_id = $1 AND user_id = $2 AND kind = 'cash'
       AND upper(btrim(status)) = 'ACTIVE' AND card_amount >= $3::numeric
     RETURNING payment_card_id`,
    [card.paymentCardId, card.userId, amount],
  );
  return rows.length === 1;
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
  const [row] = await tx.query<StoredCard>(
    `INSERT INTO payment_cards (org_id, user_id, kind, card_code, pro_code, name, status,
       services, card_amount, payment_card_redemption_price, payment_product_code,
       payment_card_currency, expires_on, source_card_id, redeemed_reservation_id, redeemed_at,
       created_at)
     SELECT org_id, $2, 'certificate', card_code, pro_code, name, 'REDEEMED', services,
       card_amount, payment_card_redemption_price, payment_product_code, payment_card_currency,
       NULL, payment_card_id, $3, $4, $4
     FROM payment_cards WHERE payment_card_id = $1 AND user_id IS NULL
     RETURNING ${STORED_COLUMNS}`,
    [catalogueCardId, userId, reservationId, now.toISOString()],
  );
  if (row === undefined) throw new Error(`catalogue certificate ${catalogueCardId} vanished`);
  return row;
}
