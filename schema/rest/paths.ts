/**
 * Paths of the REST contract that both services name (the upstream serves them, the gateway's
 * clients call them), each checked against the generated `paths` of upstream/openapi.yaml.
 */
import type { paths } from "./openapi.generated";

/** The profile and saved-traveller endpoints. */
export const PROFILE_PATHS = {
  getProfile: "/api/profile/getProfile",
  updateProfile: "/api/profile/updateProfile",
  travelers: "/api/profile/travelers",
  saveTraveler: "/api/profile/travelers/save",
  deleteTraveler: "/api/profile/travelers/delete",
} as const satisfies Record<string, keyof paths>;

/** The agent areas' endpoints. */
export const AGENT_PATHS = {
  clients: "/api/agent/getClientList",
  addClient: "/api/agent/addClient",
  quotes: "/api/agent/getQuoteList",
  newQuote: "/api/agent/newQuote",
  declineQuote: "/api/agent/declineQuote",
  bookings: "/api/agent/getBookingHistory",
} as const satisfies Record<string, keyof paths>;
