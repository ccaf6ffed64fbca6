const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date of the referral and loyalty data in a language: a day (`YYYY-MM-DD`, shown as that day
 * wherever the visitor is) or a date-time (ISO 8601, shown on the visitor's local day). A value
 * that is not a date is shown as it came.
 */
export function formatDate(value: string, locale: string): string {
  const dayOnly = DAY_ONLY.test(value);
  const date = new Date(dayOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  try {
    return new Intl.DateTimeFormat(locale, {
      dateStyle: "medium",
      ...(dayOnly ? { timeZone: "UTC" } : {}),
    }).format(date);
  } catch {
    return value;
  }
}

/** The machine-readable value of a `<time>` element for such a date. */
export function dateTimeAttribute(value: string): string {
  return DAY_ONLY.test(value) ? value : value.slice(0, 10);
}
