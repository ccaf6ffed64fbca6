/**
 * The mail dispatcher: with SMTP_URL set, sends the outbox's due mails over SMTP, one at a
 * time, every `pollIntervalMs` and shortly after a mail is queued. Each send claims its mail
 * first (see claimDueMail), so upstreams sharing one PostgreSQL server send each mail once; a
 * failure is recorded and retried with exponential backoff until `maxAttempts`.
 */
import nodemailer from "nodemailer";
import { redactUrlPassword } from "../config";
import type { Queryable } from "../db/db";
import type { Logger } from "@travel/service-kit/logger";
import {
  describeSendError,
  isPermanentFailure,
  nextAttemptAfterFailure,
  smtpTransportOptions,
  type RetryPolicy,
} from "./delivery-rules";
import {
  claimDueMail,
  expireMails,
  markMailFailed,
  markMailSent,
  onMailQueued,
  type ClaimedMail,
} from "./store";

export interface MailDispatcherOptions extends Partial<RetryPolicy> {
  /** `smtp://` or `smtps://` URL, with optional `user:password@` (SMTP_URL). */
  smtpUrl: string;
  /** Sender, `address` or `Name <address>` (MAIL_FROM). */
  from: string;
  logger: Logger;
  /** The clock that decides which mails are due (default: the real one). */
  now?: () => Date;
  /** Time between two looks for due mails (default 5 s). */
  pollIntervalMs?: number;
  /** Delay of the look that follows a queued mail (default 100 ms). */
  wakeDelayMs?: number;
  /** Limit of every SMTP wait: connecting, the greeting, each reply (default 10 s). */
  timeoutMs?: number;
  /** How long a claimed mail is reserved for its sender (default 5 min). */
  leaseMs?: number;
  /** Mails still unsent this long after being queued are given up (default 24 h). */
  maxAgeMs?: number;
}

export const DISPATCHER_DEFAULTS = {
  pollIntervalMs: 5_000,
  wakeDelayMs: 100,
  timeoutMs: 10_000,
  leaseMs: 5 * 60_000,
  maxAgeMs: 24 * 3600_000,
  maxAttempts: 8,
  retryBaseMs: 30_000,
  retryMaxMs: 3600_000,
};

export interface MailDispatcher {
  /**
   * Sends every mail due now; resolves with how many were sent. While a pass is running, joins
   * it (it looks for due mails once more before it ends).
   */
  runOnce(): Promise<number>;
  /** Stops polling, waits for the mail being sent, and closes the transport. */
  stop(): Promise<void>;
}

export function startMailDispatcher(db: Queryable, options: MailDispatcherOptions): MailDispatcher {
  const { smtpUrl, from, logger } = options;
  const now = options.now ?? (() => new Date());
  const settings = { ...DISPATCHER_DEFAULTS, ...definedOnly(options) };
  const { pollIntervalMs, wakeDelayMs, leaseMs, maxAgeMs } = settings;
  const transport = nodemailer.createTransport(smtpTransportOptions(smtpUrl, settings.timeoutMs));

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let timerDue = Infinity;
  let pass: Promise<number> | undefined;
  let passAgain = false;

  /** Runs a pass in `delayMs` unless one is already scheduled sooner. */
  const schedule = (delayMs: number) => {
    if (stopped || Date.now() + delayMs >= timerDue) return;
    clearTimeout(timer);
    timerDue = Date.now() + delayMs;
    timer = setTimeout(() => {
      timer = undefined;
      timerDue = Infinity;
      void runOnce();
    }, delayMs);
    timer.unref();
  };

  /** Sends one claimed mail and records the outcome; true when it was sent. */
  async function deliver(mail: ClaimedMail): Promise<boolean> {
    let response: string;
    try {
      const info = await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      response = String(info.response);
    } catch (error) {
      const description = describeSendError(error);
      const next = nextAttemptAfterFailure(
        mail.attempts,
        isPermanentFailure(error),
        settings,
        now(),
      );
      const recorded = await markMailFailed(db, mail, description, next);
      const outcome = !recorded
        ? "another dispatcher has claimed it since"
        : next === null
          ? "giving up"
          : `next attempt at ${next.toISOString()}`;
      logger.warn(
        `mail ${mail.id} to ${mail.to} failed (attempt ${mail.attempts}): ${description}; ${outcome}`,
      );
      return false;
    }
    if (!(await markMailSent(db, mail.id, now())))
      logger.warn(`mail ${mail.id} was sent twice: another dispatcher had sent it already`);
    logger.info(`mail ${mail.id} sent to ${mail.to} (attempt ${mail.attempts}): ${response}`);
    return true;
  }

  /** Gives up the mails queued too long ago, then sends the due ones until none is left. */
  async function sendDueMails(): Promise<number> {
    const start = now();
    const expired = await expireMails(
      db,
      start,
      new Date(start.getTime() - maxAgeMs),
      `not sent within ${Math.round(maxAgeMs / 60_000)} minutes of being queued`,
    );
    if (expired.length > 0) logger.warn(`gave up mails ${expired.join(", ")}: queued too long ago`);
    let sent = 0;
    while (!stopped) {
      const at = now();
      const mail = await claimDueMail(db, at, new Date(at.getTime() + leaseMs));
      if (mail === undefined) break;
      if (await deliver(mail)) sent += 1;
    }
    return sent;
  }

  function runOnce(): Promise<number> {
    if (stopped) return Promise.resolve(0);
    if (pass !== undefined) {
      // The running pass looks again once it is done.
      passAgain = true;
      return pass;
    }
    pass = (async () => {
      let sent = 0;
      do {
        passAgain = false;
        sent += await sendDueMails();
      } while (passAgain && !stopped);
      return sent;
    })()
      .catch((error: unknown) => {
        logger.error("mail dispatcher failed; trying again later", { err: error });
        return 0;
      })
      .finally(() => {
        pass = undefined;
        schedule(passAgain ? 0 : pollIntervalMs);
      });
    return pass;
  }

  const unsubscribe = onMailQueued(() => schedule(wakeDelayMs));
  logger.info(
    `mail dispatcher sending through ${redactUrlPassword(smtpUrl)} as ${from}, every ${pollIntervalMs} ms`,
  );
  schedule(0);

  let stopping: Promise<void> | undefined;
  return {
    runOnce,
    stop() {
      stopping ??= (async () => {
        stopped = true;
        unsubscribe();
        clearTimeout(timer);
        await pass;
        transport.close();
      })();
      return stopping;
    },
  };
}

/** The numeric settings that are set, so that an explicit `undefined` keeps the default. */
function definedOnly(options: MailDispatcherOptions): Partial<typeof DISPATCHER_DEFAULTS> {
  const picked: Partial<typeof DISPATCHER_DEFAULTS> = {};
  for (const key of Object.keys(DISPATCHER_DEFAULTS) as (keyof typeof DISPATCHER_DEFAULTS)[]) {
    const value = options[key];
    if (value !== undefined) picked[key] = value;
  }
  return picked;
}
