/**
 * The mail outbox table: mails are queued here (and shown to developers at /outbox); with
 * SMTP_URL set, the dispatcher claims the due ones, sends them and records how it went.
 */
import { kyselyOf, type Queryable } from "../db/db";
import type { Mail } from "./account-mails";
import type { OutboxMail } from "./outbox-page";

const queuedListeners = new Set<() => void>();

/**
 * Calls `listener` after each queued mail (which becomes visible once the caller's transaction
 * commits); returns the function that unsubscribes it.
 */
export function onMailQueued(listener: () => void): () => void {
  queuedListeners.add(listener);
  return () => queuedListeners.delete(listener);
}

/** Queues a mail; it is due for delivery at once. */
export async function queueMail(db: Queryable, mail: Mail, now: Date): Promise<void> {
  await kyselyOf(db)
    .insertInto("mail_outbox")
    .values({
      recipient: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      created_at: now,
      next_attempt_at: now,
    })
    .execute();
  for (const listener of queuedListeners) listener();
}

type Timestamp = Date | string;
const iso = (t: Timestamp | null) => (t === null ? null : new Date(t).toISOString());

/** The newest mails first. */
export async function listOutbox(db: Queryable, limit = 100): Promise<OutboxMail[]> {
  const rows = await kyselyOf(db)
    .selectFrom("mail_outbox")
    .select([
      "id",
      "recipient as to",
      "subject",
      "text_body as text",
      "html_body as html",
      "created_at",
      "sent_at",
      "attempts",
      "last_error as lastError",
      "next_attempt_at",
    ])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map(({ created_at, sent_at, next_attempt_at, ...m }) => ({
    ...m,
    createdAt: new Date(created_at).toISOString(),
    sentAt: iso(sent_at),
    nextAttemptAt: iso(next_attempt_at),
  }));
}

/** A mail claimed for sending; `attempts` counts this attempt. */
export interface ClaimedMail extends Mail {
  id: number;
  attempts: number;
}

/**
 * Claims the mail due longest ago, if any: counts the attempt and leases the mail until
 * `leaseUntil`. `FOR UPDATE SKIP LOCKED` and the lease make concurrent dispatchers (on one
 * PostgreSQL server) claim different mails; a lease that expires (the process died while
 * sending) lets another dispatcher try again.
 */
export async function claimDueMail(
  db: Queryable,
  now: Date,
  leaseUntil: Date,
): Promise<ClaimedMail | undefined> {
  return kyselyOf(db)
    .updateTable("mail_outbox")
    .set((eb) => ({ attempts: eb("attempts", "+", 1), claimed_until: leaseUntil }))
    .where("id", "=", (eb) =>
      eb
        .selectFrom("mail_outbox")
        .select("id")
        .where("sent_at", "is", null)
        .where("next_attempt_at", "<=", now)
        .where((w) => w.or([w("claimed_until", "is", null), w("claimed_until", "<=", now)]))
        .orderBy("next_attempt_at")
        .orderBy("id")
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returning([
      "id",
      "recipient as to",
      "subject",
      "text_body as text",
      "html_body as html",
      "attempts",
    ])
    .executeTakeFirst();
}

/** Records that the mail was sent; false when it was already marked sent. */
export async function markMailSent(db: Queryable, id: number, sentAt: Date): Promise<boolean> {
  const rows = await kyselyOf(db)
    .updateTable("mail_outbox")
    .set({ sent_at: sentAt, next_attempt_at: null, claimed_until: null })
    .where("id", "=", id)
    .where("sent_at", "is", null)
    .returning("id")
    .execute();
  return rows.length > 0;
}

/**
 * Records a failed attempt and when to try again (`null`: never). Only the holder of the
 * latest claim (its attempt number) may; false otherwise.
 */
export async function markMailFailed(
  db: Queryable,
  mail: Pick<ClaimedMail, "id" | "attempts">,
  error: string,
  nextAttemptAt: Date | null,
): Promise<boolean> {
  const rows = await kyselyOf(db)
    .updateTable("mail_outbox")
    .set({ last_error: error, next_attempt_at: nextAttemptAt, claimed_until: null })
    .where("id", "=", mail.id)
    .where("attempts", "=", mail.attempts)
    .where("sent_at", "is", null)
    .returning("id")
    .execute();
  return rows.length > 0;
}

/** Gives up the unsent, unclaimed mails queued before `cutoff`; returns their ids. */
export async function expireMails(
  db: Queryable,
  now: Date,
  cutoff: Date,
  reason: string,
): Promise<number[]> {
  const rows = await kyselyOf(db)
    .updateTable("mail_outbox")
    .set({ next_attempt_at: null, last_error: reason })
    .where("sent_at", "is", null)
    .where("next_attempt_at", "is not", null)
    .where("created_at", "<", cutoff)
    .where((w) => w.or([w("claimed_until", "is", null), w("claimed_until", "<=", now)]))
    .returning("id")
    .execute();
  return rows.map((r) => r.id);
}
