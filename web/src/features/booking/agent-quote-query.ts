import { graphql } from "../../__generated__";

/**
 * The agent's quotes, for the one a booking takes (`?quote=<id>`): its reference and client. The
 * schema has no lookup of one quote, and the paged list may not reach an older one.
 */
export const BookingAgentQuoteQuery = graphql(`
  query BookingAgentQuote {
    agentQuotes {
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
