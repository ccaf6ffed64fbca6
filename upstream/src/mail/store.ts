/**
 * The mail outbox table: mails are queued here (and shown to developers at /outbox); with
 * SMTP_URL set, the dispatcher claims the due ones, sends them and records how it went.
 */
import type { Queryable } from "../db/db";
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
  await db.query(
    `INSERT INTO mail_outbox (recipient, subject, text_body, html_body, created_at, next_attempt_at)
     VALUES ($1, $2, $3, $4, $5, $5)`,
    [mail.to, mail.subject, mail.text, mail.html, now.toISOString()],
  );
  for (const listener of queuedListeners) listener();
}

type Timestamp = Date | string;
const iso = (t: Timestamp | null) => (t === null ? null : new Date(t).toISOString());

/** The newest mails first. */
export async function listOutbox(db: Queryable, limit = 100): Promise<OutboxMail[]> {
  const rows = await db.query<
    Omit<OutboxMail, "createdAt" | "sentAt" | "nextAttemptAt"> & {
      created_at: Timestamp;
      sent_at: Timestamp | null;
      next_attempt_at: Timestamp | null;
    }
  >(
    `SELECT id, recipient AS "to", subject, text_body AS text, html_body AS html, created_at,
       sent_at, attempts, last_error AS "lastError", next_attempt_at
     FROM mail_outbox ORDER BY created_at DESC, id DESC LIMIT $1`,
    [limit],
  );
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
  const rows = await db.query<ClaimedMail>(
    `UPDATE mail_outbox SET attempts = attempts + 1, claimed_until = $2
     WHERE id = (
       SELECT id FROM mail_outbox
       WHERE sent_at IS NULL AND next_attempt_at <= $1
         AND (claimed_until IS NULL OR claimed_until <= $1)
       ORDER BY next_attempt_at, id
       LIMIT 1
       FOR UPDATE SKIP LOCKED
     )
     RETURNING id, recipient AS "to", subject, text_body AS text, html_body AS html, attempts`,
    [now.toISOString(), leaseUntil.toISOString()],
  );
  return rows[0];
}

/** Records that the mail was sent; false when it was already marked sent. */
export async function markMailSent(db: Queryable, id: number, sentAt: Date): Promise<boolean> {
  const rows = await db.query(
    `UPDATE mail_outbox SET sent_at = $2, next_attempt_at = NULL, claimed_until = NULL
     WHERE id = $1 AND sent_at IS NULL RETURNING id`,
    [id, sentAt.toISOString()],
  );
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
  const rows = await db.query(
    `UPDATE mail_outbox SET last_error = $3, next_attempt_at = $4, claimed_until = NULL
     WHERE id = $1 AND attempts = $2 AND sent_at IS NULL RETURNING id`,
    [mail.id, mail.attempts, error, nextAttemptAt?.toISOString() ?? null],
  );
  return rows.length > 0;
}

/** Gives up the unsent, unclaimed mails queued before `cutoff`; returns their ids. */
export async function expireMails(
  db: Queryable,
  now: Date,
  cutoff: Date,
  reason: string,
): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `UPDATE mail_outbox SET next_attempt_at = NULL, last_error = $3
     WHERE sent_at IS NULL AND next_attempt_at IS NOT NULL AND created_at < $2
       AND (claimed_until IS NULL OR claimed_until <= $1)
     RETURNING id`,
    [now.toISOString(), cutoff.toISOString(), reason],
  );
  return rows.map((r) => r.id);
}
