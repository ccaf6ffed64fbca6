/** Calendar days as ISO `YYYY-MM-DD` strings (the date arithmetic is `@travel/schema/wallet`'s). */

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Today on the traveller's own calendar, ISO. */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** An ISO day in a language, e.g. "Jun 14, 2026" (that day wherever the traveller is); as it came when not a day. */
export function formatDay(value: string, locale: string): string {
  const match = ISO_DAY.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime())) return value;
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(date);
  } catch {
    return value;
  }
}
