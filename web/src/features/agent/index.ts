// the feature's own labels, registered before any of its components render
import "./default-labels";
export { AgentBookingHistory } from "./agent-booking-history";
export { AgentClientList } from "./agent-client-list";
export { AgentProfile } from "./agent-profile";
export { AgentQuotes } from "./agent-quotes";
export { NotAllowed } from "./not-allowed";
export { QuoteForClient, type QuoteForClientProps } from "./quote-for-client";
