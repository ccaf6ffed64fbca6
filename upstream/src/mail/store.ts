/** The mail outbox table: mails are queued here (and shown to developers at /outbox). */
import type { Queryable } from "../db/db";
import type { Mail } from "./account-mails";
import type { OutboxMail } from "./outbox-page";

export async function queueMail(db: Queryable, mail: Mail, now: Date): Promise<void> {
  await db.query(
    "INSERT INTO mail_outbox (recipient, subject, text_body, html_body, created_at) VALUES ($1, $2, $3, $4, $5)",
    [mail.to, mail.subject, mail.text, mail.html, now.toISOString()],
  );
}

/** The newest mails first. */
export async function listOutbox(db: Queryable, limit = 100): Promise<OutboxMail[]> {
  const rows = await db.query<Omit<OutboxMail, "createdAt"> & { created_at: Date | string }>(
    `SELECT id, recipient AS "to", subject, text_body AS text, html_body AS html, created_at
     FROM mail_outbox ORDER BY created_at DESC, id DESC LIMIT $1`,
    [limit],
  );
  return rows.map(({ created_at, ...m }) => ({
    ...m,
    createdAt: new Date(created_at).toISOString(),
  }));
}
