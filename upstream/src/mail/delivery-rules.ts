/**
 * Delivery rules: the SMTP transport settings from SMTP_URL, when to try a failed mail again
 * (exponential backoff, bounded attempts, no retry of a permanent rejection) and how a failure
 * is recorded.
 */
import type { NodemailerError, SMTPTransportOptions } from "nodemailer";

/** Transport settings from an `smtp://` or `smtps://` URL; `timeoutMs` bounds every wait. */
export function smtpTransportOptions(smtpUrl: string, timeoutMs: number): SMTPTransportOptions {
  const url = new URL(smtpUrl);
  const secure = url.protocol === "smtps:";
  return {
    host: url.hostname.replace(/^\[(.*)\]$/, "$1"),
    port: url.port === "" ? (secure ? 465 : 587) : Number(url.port),
    secure,
    auth:
      url.username === ""
        ? undefined
        : { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) },
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    dnsTimeout: timeoutMs,
  };
}

export interface RetryPolicy {
  /** Attempts before giving up (the first one included). */
  maxAttempts: number;
  /** Wait after the first failure; it doubles after each further one. */
  retryBaseMs: number;
  /** Longest wait between two attempts. */
  retryMaxMs: number;
}

/** The wait after failed attempt number `attempts` (1-based): base, 2 × base, 4 × base, … */
export function retryDelayMs(attempts: number, policy: RetryPolicy): number {
  return Math.min(policy.retryMaxMs, policy.retryBaseMs * 2 ** Math.max(0, attempts - 1));
}

/** A rejection the server will repeat (a 5xx reply other than 503). */
export function isPermanentFailure(error: unknown): boolean {
  return (error as NodemailerError | undefined)?.permanent === true;
}

/** When to try again after failed attempt number `attempts`; null means give up. */
export function nextAttemptAfterFailure(
  attempts: number,
  permanent: boolean,
  policy: RetryPolicy,
  now: Date,
): Date | null {
  if (permanent || attempts >= policy.maxAttempts) return null;
  return new Date(now.getTime() + retryDelayMs(attempts, policy));
}

const MAX_ERROR_LENGTH = 1000;

/** One line describing a failed send, as recorded in `last_error`. */
export function describeSendError(error: unknown): string {
  const e = error as NodemailerError | undefined;
  const message = error instanceof Error ? error.message : String(error);
  const code = e?.code !== undefined && !message.includes(e.code) ? `${e.code}: ` : "";
  const line = `${code}${message}`.replace(/\s+/g, " ").trim();
  return line.length > MAX_ERROR_LENGTH ? `${line.slice(0, MAX_ERROR_LENGTH - 1)}…` : line;
}
