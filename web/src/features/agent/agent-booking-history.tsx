import { NothingState } from "@travel/design-system";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "../../lib/i18n";
import { useCurrencyRefetch } from "../../lib/locale/use-currency-refetch";
import { BookingHistoryTable } from "../../lib/reservations/booking-history-table";
import { AgentBookingHistoryQuery } from "./agent-queries";
import { QueryPending } from "../../lib/ui/query-pending";

/** The agent's reservations, newest first, amounts in the chosen currency. */
export function AgentBookingHistory() {
  const { t } = useTranslation();
  const { data, error, refetch } = useQuery(AgentBookingHistoryQuery);
  useCurrencyRefetch(refetch);
  if (!data) {
    return <QueryPending error={error} refetch={refetch} />;
  }
  if (data.agentBookingHistory.length === 0)
    return <NothingState message={t("agent.bookings.empty")} />;
  return (
    <BookingHistoryTable
      reservations={data.agentBookingHistory}
      caption={t("agent.bookings.caption")}
    />
  );
}
