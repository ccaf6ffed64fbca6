import { graphql } from "../../__generated__";

/** The quote a booking takes (`?quote=<id>`): its reference and client; null when not the agent's. */
export const BookingAgentQuoteQuery = graphql(`
  query BookingAgentQuote($id: ID!) {
    agentQuote(id: $id) {
      id
      reference
      status
      client {
        id
        name
      }
    }
  }
`);
