import { AgentBookingHistory } from "../../features/agent";
import { AgentPage } from "./agent-page";

/** /agent/booking-history: the bookings the agent made. */
export function AgentBookingHistoryRoute() {
  return (
    <AgentPage
      titleKey="account.agentBookingHistory.title"
      descriptionKey="account.agentBookingHistory.description"
    >
      <AgentBookingHistory />
    </AgentPage>
  );
}
