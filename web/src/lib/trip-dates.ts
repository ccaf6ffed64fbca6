import { useTranslation } from "./i18n";
import type { ProductArea } from "../__generated__/graphql";
import { formatDay } from "./dates";

/** Nights of a week (weeks are booked from their start day, schema/booking.graphql TripInput). */
export const WEEK_NIGHTS = 7;

/** An ISO day `days` later (kept here so the first page's code does not bring the date rules). */
function later(isoDay: string, days: number): string | null {
  const time = Date.parse(`${isoDay}T00:00:00Z`);
  return Number.isNaN(time) ? null : new Date(time + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The dates of a trip in the traveller's language: check-in to check-out for a stay, pick-up to
 * drop-off for a car, a week from its start day, one day for the rest (a flight, an activity).
 */
export function useTripDates() {
  const { t, i18n } = useTranslation();
  return (checkIn: string, checkOut: string | null | undefined, area?: ProductArea | null) => {
    const end = checkOut ?? (area === "WEK" ? later(checkIn, WEEK_NIGHTS) : null);
    return end
      ? t("trips.dateRange", {
          start: formatDay(checkIn, i18n.language),
          end: formatDay(end, i18n.language),
        })
      : formatDay(checkIn, i18n.language);
  };
}
