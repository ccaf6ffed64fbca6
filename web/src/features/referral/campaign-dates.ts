import type { TFunction } from "../../lib/i18n";
import { formatDate } from "./format-date";

/** "Jan 1, 2026 to Mar 31, 2026", "From Jan 1, 2026, no end date", or null without a start. */
export function campaignDates(
  t: TFunction,
  locale: string,
  startDate: string | null | undefined,
  endDate: string | null | undefined,
): string | null {
  if (!startDate) return endDate ? formatDate(endDate, locale) : null;
  const start = formatDate(startDate, locale);
  return endDate
    ? t("referral.dates", { start, end: formatDate(endDate, locale) })
    : t("referral.datesOpenEnded", { start });
}
