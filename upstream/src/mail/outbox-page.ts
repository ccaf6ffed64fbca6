/**
 * Outbox-page rule: the developer page lists queued mails with their delivery state, everything
 * escaped, links clickable.
 */
import type { ContractSchema } from "@travel/schema/rest";
import { escapeHtml } from "./account-mails";

/** A queued mail with its delivery state, as the contract's OutboxMail gives it. */
export type OutboxMail = ContractSchema<"OutboxMail">;

export interface OutboxPageOptions {
  /** Whether mails are sent over SMTP (SMTP_URL is set). */
  delivering: boolean;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** One line saying where the mail's delivery stands. */
export function deliveryState(mail: OutboxMail, { delivering }: OutboxPageOptions): string {
  if (mail.sentAt !== null) return `Sent ${mail.sentAt} (${plural(mail.attempts, "attempt")})`;
  const error = mail.lastError === null ? "" : `: ${mail.lastError}`;
  if (mail.nextAttemptAt === null)
    return mail.attempts === 0 && mail.lastError === null
      ? "Not sent"
      : `Not sent, given up after ${plural(mail.attempts, "attempt")}${error}`;
  if (mail.attempts === 0) return delivering ? "Queued for sending" : "Not sent: SMTP_URL is unset";
  return `Attempt ${mail.attempts} failed${error}; ${delivering ? `next attempt at ${mail.nextAttemptAt}` : "not sent while SMTP_URL is unset"}`;
}

/** The text with its http(s) links made clickable; all else escaped. */
export function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/)
    .map((part, i) =>
      i % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join("");
}

export function renderOutboxPage(
  mails: readonly OutboxMail[],
  options: OutboxPageOptions = { delivering: false },
): string {
  const items = mails.map(
    (m) =>
      `<article><h2>${escapeHtml(m.subject)}</h2><p>To ${escapeHtml(m.to)} · ${escapeHtml(m.createdAt)}</p><p class="state">${escapeHtml(deliveryState(m, options))}</p><pre>${linkify(m.text)}</pre></article>`,
  );
  return [
    "<!doctype html>",
    '<html lang="en"><head><meta charset="utf-8"><title>Mail outbox</title>',
    "<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto}pre{white-space:pre-wrap}article{border-bottom:1px solid #ccc}.state{color:#555}</style>",
    "</head><body><h1>Mail outbox</h1>",
    options.delivering
      ? "<p>Mails are sent over SMTP; each shows its delivery state.</p>"
      : "<p>SMTP_URL is unset: mails are not sent, only kept here.</p>",
    items.length === 0 ? "<p>No mail yet.</p>" : items.join("\n"),
    "</body></html>",
  ].join("\n");
}
