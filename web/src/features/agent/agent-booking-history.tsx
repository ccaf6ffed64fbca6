import { ErrorState, LoadingState, NothingState } from "@travel/design-system";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { useCurrencyRefetch } from "../../lib/locale/use-currency-refetch";
import { BookingHistoryTable } from "../../lib/reservations/booking-history-table";
import { AgentBookingHistoryQuery } from "./agent-queries";

/** The agent's reservations, newest first, amounts in the chosen currency. */
export function AgentBookingHistory() {
  const { t } = useTranslation();
  const { data, error, refetch } = useQuery(AgentBookingHistoryQuery);
  useCurrencyRefetch(refetch);
  if (!data) {
    return error ? (
      <ErrorState onRetry={() => void refetch().catch(() => undefined)} />
    ) : (
      <LoadingState />
    );
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
