/**
 * Calendar days as text: ISO `YYYY-MM-DD` for the form, the locale's numeric order for people
 * ("12/25/2026" in en-US, "25/12/2026" in Spanish), both read back from what is typed.
 */

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const YEAR_FIRST = /^(\d{4})[/.](\d{1,2})[/.](\d{1,2})$/;
const YEAR_LAST = /^(\d{1,2})[/.\- ](\d{1,2})[/.\- ](\d{4})$/;

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** The ISO text of a real day, or null (31 February, month 13…). */
export function isoDay(year: number, month: number, day: number): string | null {
  if (year < 1000 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** Whether `value` is the ISO text of a real day. */
export function isIsoDay(value: string): boolean {
  const m = ISO.exec(value);
  return m !== null && value.length === 10 && isoDay(+m[1]!, +m[2]!, +m[3]!) === value;
}

function numericFormat(locale: string): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat(locale, {
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      timeZone: "UTC",
    });
  } catch {
    return new Intl.DateTimeFormat("en-US", {
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      timeZone: "UTC",
    });
  }
}

/** Whether the locale writes the day before the month ("25/12/2026"). */
export function dayFirst(locale: string): boolean {
  const parts = numericFormat(locale).formatToParts(new Date(Date.UTC(2026, 11, 25)));
  const day = parts.findIndex((p) => p.type === "day");
  const month = parts.findIndex((p) => p.type === "month");
  return day < month;
}

/** An ISO day as the locale writes it in numbers ("12/25/2026"); other text as it is. */
export function formatDayText(value: string, locale: string): string {
  if (!isIsoDay(value)) return value;
  const [y, m, d] = value.split("-").map(Number) as [number, number, number];
  return numericFormat(locale).format(new Date(Date.UTC(y, m - 1, d)));
}

/** The pattern of a typed date, in the words given ("mm/dd/yyyy", "dd/mm/aaaa"). */
export function datePattern(
  locale: string,
  words: { day: string; month: string; year: string },
): string {
  return numericFormat(locale)
    .formatToParts(new Date(Date.UTC(2026, 11, 25)))
    .map((p) =>
      p.type === "day"
        ? words.day
        : p.type === "month"
          ? words.month
          : p.type === "year"
            ? words.year
            : p.value,
    )
    .join("");
}

/**
 * The ISO day typed in `text`, or null when it is not a real day. Accepts ISO ("2026-12-25"),
 * the year first with slashes or dots ("2026/12/25"), and day and month in the locale's order
 * with the year last ("12/25/2026" in en-US, "25/12/2026" or "25.12.2026" in Spanish).
 */
export function parseDayText(text: string, locale: string): string | null {
  const value = text.trim();
  const first = ISO.exec(value) ?? YEAR_FIRST.exec(value);
  if (first) return isoDay(+first[1]!, +first[2]!, +first[3]!);
  const last = YEAR_LAST.exec(value);
  if (!last) return null;
  const [a, b, year] = [+last[1]!, +last[2]!, +last[3]!];
  return dayFirst(locale) ? isoDay(year, b, a) : isoDay(year, a, b);
}

/** Today on the device's own calendar, ISO. */
export function todayDay(now: Date = new Date()): string {
  return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
