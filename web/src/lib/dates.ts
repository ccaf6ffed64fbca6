/** Calendar days as ISO `YYYY-MM-DD` strings (the date arithmetic is `@travel/schema/wallet`'s). */

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Today on the traveller's own calendar, ISO. */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Day formats by language: building one takes milliseconds on a phone, so each is built once. */
const dayFormats = new Map<string, Intl.DateTimeFormat | null>();

function dayFormat(locale: string): Intl.DateTimeFormat | null {
  let format = dayFormats.get(locale);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
    } catch {
      format = null;
    }
    // the language comes from a cookie: a page sees a handful, never an unbounded number
    if (dayFormats.size >= 32) dayFormats.clear();
    dayFormats.set(locale, format);
  }
  return format;
}

/** An ISO day in a language, e.g. "Jun 14, 2026" (that day wherever the traveller is); as it came when not a day. */
export function formatDay(value: string, locale: string): string {
  const match = ISO_DAY.exec(value);
  if (!match) return value;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // a day that does not exist (2026-02-30) would roll over into the next month
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return value;
  return dayFormat(locale)?.format(date) ?? value;
}
