/** The payment provider's own tables: payments and refunds (nothing else is read or written). */
import { randomBytes } from "node:crypto";
import type { Selectable } from "kysely";
import { kyselyOf, type Db, type Queryable } from "../db/db";
import type { PaymentProviderPaymentsTable } from "../db/database";

export type PaymentStatus =
  "requires_payment_method" | "requires_action" | "succeeded" | "canceled";

export type PaymentRow = Selectable<PaymentProviderPaymentsTable>;

export interface NewPayment {
  amountMinor: number;
  currency: string;
  description: string;
  reference: string;
  returnUrl: string;
  notifyUrl: string | null;
  idempotencyKey: string | null;
}

/** A provider id: a prefix and 24 random hex digits (pay_…, re_…). */
export const newProviderId = (prefix: string): string =>
  `${prefix}_${randomBytes(12).toString("hex")}`;

export async function findPayment(db: Queryable, paymentId: string): Promise<PaymentRow | null> {
  const row = await kyselyOf(db)
    .selectFrom("payment_provider_payments")
    .selectAll()
    .where("payment_id", "=", paymentId)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Creates a payment, or answers the one created before with the same idempotency key (a
 * repeated request after a lost answer takes no second payment).
 */
export async function createPayment(
  db: Db,
  payment: NewPayment,
  now: Date,
): Promise<{ row: PaymentRow; created: boolean }> {
  const inserted = await kyselyOf(db)
    .insertInto("payment_provider_payments")
    .values({
      payment_id: newProviderId("pay"),
      amount_minor: String(payment.amountMinor),
      currency: payment.currency,
      description: payment.description,
      reference: payment.reference,
      return_url: payment.returnUrl,
      notify_url: payment.notifyUrl,
      idempotency_key: payment.idempotencyKey,
      status: "requires_payment_method",
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column("idempotency_key").doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted !== undefined) return { row: inserted, created: true };
  const first = await kyselyOf(db)
    .selectFrom("payment_provider_payments")
    .selectAll()
    .where("idempotency_key", "=", payment.idempotencyKey)
    .executeTakeFirstOrThrow();
  return { row: first, created: false };
}

export interface PaymentChange {
  status: PaymentStatus;
  cardBrand?: string | null;
  cardLast4?: string | null;
  errorCode?: string | null;
  errorMessage?: string | null;
}

/**
 * Moves a payment from one of `from` to the change's status; null when it was no longer in
 * one of them (a second submit of the same page, a payment already settled).
 */
export async function changePayment(
  db: Queryable,
  paymentId: string,
  from: readonly PaymentStatus[],
  change: PaymentChange,
  now: Date,
): Promise<PaymentRow | null> {
  const row = await kyselyOf(db)
    .updateTable("payment_provider_payments")
    .set({
      status: change.status,
      ...(change.cardBrand !== undefined ? { card_brand: change.cardBrand } : {}),
      ...(change.cardLast4 !== undefined ? { card_last4: change.cardLast4 } : {}),
      last_error_code: change.errorCode ?? null,
      last_error_message: change.errorMessage ?? null,
      updated_at: now,
    })
    .where("payment_id", "=", paymentId)
    .where("status", "in", [...from])
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

export interface RefundRow {
  refund_id: string;
  payment_id: string;
  amount_minor: number;
  created_at: Date;
}

export type RefundOutcome =
  | { kind: "refunded"; refund: RefundRow; payment: PaymentRow }
  | { kind: "not_found" }
  | { kind: "not_succeeded" }
  | { kind: "exceeds"; refundable: number };

const refundOf = (row: {
  refund_id: string;
  payment_id: string;
  amount_minor: string;
  created_at: Date;
}): RefundRow => ({ ...row, amount_minor: Number(row.amount_minor) });

/**
 * Refunds part or all of a succeeded payment, at most what is left of it; a repeated request
 * with the same idempotency key answers the first refund.
 */
export async function refundPayment(
  db: Db,
  paymentId: string,
  amountMinor: number,
  idempotencyKey: string | null,
  now: Date,
): Promise<RefundOutcome> {
  return db.transaction(async (tx) => {
    const k = kyselyOf(tx);
    if (idempotencyKey !== null) {
      const earlier = await k
        .selectFrom("payment_provider_refunds")
        .selectAll()
        .where("idempotency_key", "=", idempotencyKey)
        .executeTakeFirst();
      if (earlier !== undefined) {
        const payment = await findPayment(tx, earlier.payment_id);
        return { kind: "refunded", refund: refundOf(earlier), payment: payment! };
      }
    }
    const payment = await k
      .selectFrom("payment_provider_payments")
      .selectAll()
      .where("payment_id", "=", paymentId)
      .forUpdate()
      .executeTakeFirst();
    if (payment === undefined) return { kind: "not_found" };
    if (payment.status !== "succeeded") return { kind: "not_succeeded" };
    const refundable = Number(payment.amount_minor) - Number(payment.amount_refunded_minor);
    if (amountMinor > refundable) return { kind: "exceeds", refundable };
    const refund = await k
      .insertInto("payment_provider_refunds")
      .values({
        refund_id: newProviderId("re"),
        payment_id: paymentId,
        amount_minor: String(amountMinor),
        idempotency_key: idempotencyKey,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const updated = await k
      .updateTable("payment_provider_payments")
      .set((eb) => ({
        amount_refunded_minor: eb("amount_refunded_minor", "+", String(amountMinor)),
        updated_at: now,
      }))
      .where("payment_id", "=", paymentId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { kind: "refunded", refund: refundOf(refund), payment: updated };
  });
}
