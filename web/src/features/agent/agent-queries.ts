import { graphql } from "../../__generated__";

/** The signed-in agent's account: name, email, credit limit and display price. */
export const AgentProfileQuery = graphql(`
  query AgentProfile {
    agentProfile {
      id
      firstName
      lastName
      email
      userType
      displayPrice
      creditLimit {
        decimal
        currency
      }
      creditLimitUsd {
        decimal
        currency
      }
    }
  }
`);

/** The signed-in agent's clients, by name. */
export const AgentClientsQuery = graphql(`
  query AgentClients {
    agentClients {
      id
      name
      email
      phoneCountryCode
      phone
      nationalityName
      notes
      createdAt
    }
  }
`);

/** The signed-in agent's quotes, newest first, prices in the chosen currency (quote-price.ts). */
export const AgentQuotesQuery = graphql(`
  query AgentQuotes {
    agentQuotes {
      id
      reference
      status
      checkIn
      checkOut
      guests
      rooms
      validUntil
      reservationReference
      client {
        id
        name
        email
      }
      offer {
        id
        area
        name
        destination
        countryCode
      }
      ...AgentQuotePrices
    }
  }
`);

/** The signed-in agent's reservations, newest first, as booking-history rows. */
export const AgentBookingHistoryQuery = graphql(`
  query AgentBookingHistory {
    agentBookingHistory {
      id
      ...HistoryReservationFields
    }
  }
`);

/** Nationalities for the add-client form. */
export const ClientNationalitiesQuery = graphql(`
  query ClientNationalities {
    nationalities {
      id
      name
    }
  }
`);

/** Adds a client to the agent's list. */
export const AddAgentClientMutation = graphql(`
  mutation AddAgentClient($input: AddAgentClientInput!) {
    addAgentClient(input: $input) {
      client {
        id
        name
      }
      errors {
        field
        code
        message
      }
    }
  }
`);

/** The agent's clients to quote for, by name (the first 50: the choice of a select). */
export const QuoteClientsQuery = graphql(`
  query QuoteClients {
    agentClientsConnection(first: 50) {
      nodes {
        id
        name
      }
      totalCount
    }
  }
`);

/** What the agent's quote mutations answer: the quote as the quotes page lists it, or why not. */
export const AgentQuoteOutcome = graphql(`
  fragment AgentQuoteOutcome on AgentQuotePayload {
    quote {
      id
      reference
      status
      validUntil
      client {
        id
        name
      }
      ...AgentQuotePrices
    }
    errors {
      field
      code
      message
    }
  }
`);

/** Makes an OPEN quote of a trip for one of the agent's clients. */
export const CreateAgentQuoteMutation = graphql(`
  mutation CreateAgentQuote($input: CreateAgentQuoteInput!) {
    createAgentQuote(input: $input) {
      ...AgentQuoteOutcome
    }
  }
`);

/** Declines one of the agent's OPEN quotes (the client said no). */
export const DeclineAgentQuoteMutation = graphql(`
  mutation DeclineAgentQuote($id: ID!) {
    declineAgentQuote(id: $id) {
      ...AgentQuoteOutcome
    }
  }
`);
