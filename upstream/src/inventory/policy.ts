/**
 * Cancellation terms of an offer's policy for a booking starting on `checkIn` (YYYY-MM-DD):
 * free until `free_until_days` days before the start (the last free day is checkIn minus that),
 * then `fee_percent` of the total is kept. Free cancellation is offered only while its last day
 * is today or later; a policy without a free window is non-refundable past the fee.
 */
import { addDays } from "./dates";

export interface Policy {
  policy_code: string;
  free_until_days: number | null;
  fee_percent: number;
}

export interface CancellationTerms {
  policy_code: string;
  /** Whether cancelling today costs nothing. */
  free_cancellation: boolean;
  /** The last day a cancellation is free (null when it never is, or no longer is). */
  free_until: string | null;
  /** The share of the total kept after that (100: nothing refunded). */
  fee_percent: number;
  /** The terms in the reader's words (English, or Spanish for "es"). */
  summary: string;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A day (YYYY-MM-DD) as a traveller reads it: "Dec 13, 2026", "13 dic 2026". */
function dayInWords(day: string, locale: string): string {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
    dayFormats.set(locale, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}

export function cancellationTerms(
  policy: Policy,
  checkIn: string,
  today: string,
  language = "en",
): CancellationTerms {
  const lastFree =
    policy.free_until_days === null ? null : addDays(checkIn, -policy.free_until_days);
  const freeUntil = lastFree !== null && lastFree >= today ? lastFree : null;
  const es = language === "es";
  const after =
    policy.fee_percent >= 100
      ? es
        ? "no reembolsable"
        : "non-refundable"
      : es
        ? `cargo del ${policy.fee_percent} %`
        : `a ${policy.fee_percent}% fee`;
  const shownDay = freeUntil === null ? null : dayInWords(freeUntil, es ? "es-ES" : "en-US");
  const summary =
    freeUntil === null
      ? es
        ? `Sin cancelación gratuita: ${after}`
        : `No free cancellation: ${after}`
      : es
        ? `Cancelación gratuita hasta el ${shownDay}; después, ${after}`
        : `Free cancellation until ${shownDay}, then ${after}`;
  return {
    policy_code: policy.policy_code,
    free_cancellation: freeUntil !== null,
    free_until: freeUntil,
    fee_percent: policy.fee_percent,
    summary,
  };
}

/** The share of `total` refunded when cancelling on `day` (0 to 100). */
export function refundPercent(policy: Policy, checkIn: string, day: string): number {
  const lastFree =
    policy.free_until_days === null ? null : addDays(checkIn, -policy.free_until_days);
  if (lastFree !== null && day <= lastFree) return 100;
  return 100 - policy.fee_percent;
}
