import { NothingState } from "@travel/design-system";

import { Link } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { Link as RouterLink } from "react-router-dom";
import { useTranslation } from "../../lib/i18n";
import { paths } from "../../config/paths";
import { BookingHistoryTable } from "../../lib/reservations/booking-history-table";
import { useCurrencyRefetch } from "../../lib/locale/use-currency-refetch";
import { ReservationsQuery } from "./reservations-query";

export {
  BookingHistoryTable,
  type HistoryReservation,
} from "../../lib/reservations/booking-history-table";
import { QueryPending } from "../../lib/ui/query-pending";
import { HeadedSection } from "../../lib/ui/headed-section";

/**
 * The signed-in traveller's reservations, all of them, newest first, with status, dates, what
 * was booked and the amount in the chosen currency.
 */
export function BookingHistory({ headingLevel = 3 }: { headingLevel?: 2 | 3 | 4 }) {
  const { t } = useTranslation();
  const { data, error, refetch } = useQuery(ReservationsQuery);
  useCurrencyRefetch(refetch);
  if (!data) {
    return <QueryPending error={error} refetch={refetch} />;
  }
  if (data.reservations.length === 0) {
    return (
      <NothingState message={t("bookingHistory.empty")}>
        <Link asChild variant="underline">
          <RouterLink to={paths.products.hotel}>{t("bookingHistory.browse")}</RouterLink>
        </Link>
      </NothingState>
    );
  }
  const newestFirst = [...data.reservations].sort((a, b) => b.bookedAt.localeCompare(a.bookedAt));
  return (
    <BookingHistoryTable
      reservations={newestFirst}
      caption={t("bookingHistory.caption")}
      headingLevel={headingLevel}
    />
  );
}

/** The booking history under its own h2, for pages that compose several sections (/user-details). */
export function BookingHistorySection() {
  const { t } = useTranslation();
  return (
    <HeadedSection title={t("bookingHistory.title")}>
      <BookingHistory headingLevel={3} />
    </HeadedSection>
  );
}
