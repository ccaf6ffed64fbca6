/** Calendar days as ISO dates (YYYY-MM-DD, UTC), and the calendars' window. */

/** How many days ahead the calendars are written (and searches may look). */
export const CALENDAR_DAYS_AHEAD = 365;

/** `iso` (YYYY-MM-DD) plus `days` days. */
export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Days from `from` to `to` (YYYY-MM-DD), negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Today in UTC as YYYY-MM-DD. */
export function isoDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}
