import { useTranslation } from "react-i18next";
import { formatDay } from "./dates";

/** The dates of a trip in the traveller's language: one day for an activity, check-in to check-out for a stay. */
export function useTripDates() {
  const { t, i18n } = useTranslation();
  return (checkIn: string, checkOut: string | null | undefined) =>
    checkOut
      ? t("trips.dateRange", {
          start: formatDay(checkIn, i18n.language),
          end: formatDay(checkOut, i18n.language),
        })
      : formatDay(checkIn, i18n.language);
}
