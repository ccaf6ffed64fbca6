/** Outbox-page rule: the developer page lists queued mails, everything escaped, links clickable. */
import { escapeHtml } from "./account-mails";

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
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

export function renderOutboxPage(mails: readonly OutboxMail[]): string {
  const items = mails.map(
    (m) =>
      `<article><h2>${escapeHtml(m.subject)}</h2><p>To ${escapeHtml(m.to)} · ${escapeHtml(m.createdAt)}</p><pre>${linkify(m.text)}</pre></article>`,
  );
  return [
    "<!doctype html>",
    '<html lang="en"><head><meta charset="utf-8"><title>Mail outbox</title>',
    "<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto}pre{white-space:pre-wrap}article{border-bottom:1px solid #ccc}</style>",
    "</head><body><h1>Mail outbox</h1>",
    items.length === 0 ? "<p>No mail yet.</p>" : items.join("\n"),
    "</body></html>",
  ].join("\n");
}
