/**
 * The agent area through the real gateway and the real upstream: the demo agent (bearer token)
 * reads its profile, seeded clients, quotes and bookings and adds a client; bad input gets typed
 * user errors; the demo traveller's bearer token is refused FORBIDDEN and a signed-out call
 * UNAUTHENTICATED for every agent field, with their clear messages. The agent makes a quote for
 * a client on a real offer's calendar (the calendar's price), sees it first in the quote list,
 * declines it once (a second decline is QUOTE_NOT_OPEN), and a sold-out day is refused in Spanish.
 * agentQuote answers one of the agent's own quotes by id, and null for another agent's or an unknown one.
 */
import type { RunningGateway } from "@travel/gateway";
import type { RunningUpstream } from "@travel/upstream";
import {
  bearerSignIn,
  calendarTotal,
  graphqlAt,
  stockCalendar,
  startTestGateway,
  startTestUpstream,
  type GraphQLResponse,
} from "../support/stack";

let upstream: RunningUpstream;
let gateway: RunningGateway;
let agent: Record<string, string>;
let traveller: Record<string, string>;

const send = graphqlAt(() => gateway.url);

async function graphql<T>(
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<T> {
  const { body } = await send<T>(query, variables, headers);
  expect(body.errors).toBeUndefined();
  return (body as GraphQLResponse<T>).data;
}

const signIn = (email: string, password: string) => bearerSignIn(send, email, password);

beforeAll(async () => {
  upstream = await startTestUpstream("agent");
  gateway = await startTestGateway(upstream.url, { UPSTREAM_TIMEOUT_MS: "5000" });
  agent = await signIn("agent@example.com", "Agent#2026");
  traveller = await signIn("traveller@example.com", "Traveller#1");
  await stockCalendar(upstream);
}, 60_000);

afterAll(async () => {
  await gateway?.close();
  await upstream?.close();
});

const FIELDS = {
  agentProfile: "agentProfile { id }",
  agentClients: "agentClients { id name }",
  agentQuotes: "agentQuotes { id }",
  agentBookingHistory: "agentBookingHistory { id reference }",
};

interface Money {
  amount: number;
  currency: string;
}

describe("the demo agent", () => {
  it("reads its profile, clients, quotes and bookings", async () => {
    const data = await graphql<{
      agentProfile: Record<string, unknown>;
      agentClients: { name: string; email: string; nationalityName: string | null }[];
      agentQuotes: {
        reference: string;
        status: string;
        client: { name: string };
        priceUsd: Money;
        price: Money | null;
        reservationReference: string | null;
      }[];
      agentBookingHistory: { reference: string; status: string; displayTotal: Money | null }[];
    }>(
      `
        {
          agentProfile {
            userType
            email
            firstName
            displayPrice
            creditLimitUsd {
              amount
              currency
            }
          }
          agentClients {
            name
            email
            nationalityName
          }
          agentQuotes {
            reference
            status
            client {
              name
            }
            priceUsd {
              amount
              currency
            }
            price {
              amount
              currency
            }
            reservationReference
          }
          agentBookingHistory {
            reference
            status
            displayTotal {
              amount
              currency
            }
          }
        }
      `,
      {},
      agent,
    );
    expect(data.agentProfile).toEqual({
      userType: "AGENT",
      email: "agent@example.com",
      firstName: "Alex",
      displayPrice: true,
      creditLimitUsd: { amount: 5000, currency: "USD" },
    });
    expect(data.agentClients.length).toBeGreaterThanOrEqual(10);
    expect(data.agentClients).toContainEqual({
      name: "Rafael Duarte",
      email: "rafael.duarte@example.com",
      nationalityName: "Portuguese",
    });
    const names = data.agentClients.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
    expect(data.agentQuotes).toHaveLength(8);
    expect(data.agentQuotes[0]).toEqual({
      reference: "Q-7K3Q9Z",
      status: "OPEN",
      client: { name: "Lucía Martín" },
      priceUsd: { amount: 688, currency: "USD" },
      price: { amount: 688, currency: "USD" },
      reservationReference: null,
    });
    expect(data.agentQuotes.map((q) => q.status)).toEqual(
      expect.arrayContaining(["OPEN", "BOOKED", "EXPIRED", "DECLINED"]),
    );
    expect(data.agentBookingHistory.map((r) => r.reference)).toEqual([
      "WH-AGNT26",
      "WH-AGNT27",
      "WH-AGNT28",
    ]);
  });

  it("adds a client, then finds it in the list; the same email again is refused", async () => {
    const ADD = `mutation ($input: AddAgentClientInput!) { addAgentClient(input: $input) {
      client { id name email phoneCountryCode phone nationalityName notes }
      errors { field code message } } }`;
    type Added = { addAgentClient: { client: Record<string, unknown> | null; errors: unknown[] } };
    const input = {
      name: "Noor Haddad",
      email: "Noor.Haddad@example.com",
      phoneCountryCode: "+44",
      phone: "7700900999",
      nationalityId: "1",
      notes: "Prefers aisle seats.",
    };
    const added = await graphql<Added>(ADD, { input }, agent);
    expect(added.addAgentClient).toEqual({
      client: {
        id: expect.any(String),
        name: "Noor Haddad",
        email: "noor.haddad@example.com",
        phoneCountryCode: "+44",
        phone: "7700900999",
        nationalityName: "American",
        notes: "Prefers aisle seats.",
      },
      errors: [],
    });
    const list = await graphql<{ agentClients: { email: string }[] }>(
      "{ agentClients { email } }",
      {},
      agent,
    );
    expect(list.agentClients.map((c) => c.email)).toContain("noor.haddad@example.com");
    const again = await graphql<Added>(ADD, { input }, agent);
    expect(again.addAgentClient).toEqual({
      client: null,
      errors: [
        {
          field: "email",
          code: "CLIENT_EXISTS",
          message: "You already have a client with this email",
        },
      ],
    });
  });

  it("gets typed user errors for bad client input", async () => {
    const { addAgentClient } = await graphql<{
      addAgentClient: { client: unknown; errors: { field: string; code: string }[] };
    }>(
      `
        mutation ($input: AddAgentClientInput!) {
          addAgentClient(input: $input) {
            client {
              id
            }
            errors {
              field
              code
              message
            }
          }
        }
      `,
      {
        input: {
          name: "R2-D2",
          email: "not-an-email",
          phone: "12 34",
          nationalityId: "x",
          notes: "n".repeat(501),
        },
      },
      agent,
    );
    expect(addAgentClient.client).toBeNull();
    expect(addAgentClient.errors).toEqual([
      {
        field: "name",
        code: "INVALID_CHARACTERS",
        message: "Names may contain only letters, spaces, apostrophes, hyphens and dots",
      },
      { field: "email", code: "INVALID_FORMAT", message: "Invalid Mail" },
      {
        field: "phone",
        code: "INVALID_CHARACTERS",
        message: "Phone number may contain digits only",
      },
      { field: "nationalityId", code: "INVALID_FORMAT", message: "Please Enter A Valid Value" },
      { field: "notes", code: "TOO_LONG", message: "Must be at most 500 characters" },
    ]);
    const unknownNationality = await graphql<{
      addAgentClient: { errors: { field: string | null; code: string; message: string }[] };
    }>(
      `
        mutation ($input: AddAgentClientInput!) {
          addAgentClient(input: $input) {
            errors {
              field
              code
              message
            }
          }
        }
      `,
      { input: { name: "Ann Lee", email: "ann.lee@example.com", nationalityId: "999999" } },
      agent,
    );
    expect(unknownNationality.addAgentClient.errors).toEqual([
      {
        field: null,
        code: "INVALID_VALUE",
        message: "client nationality_id is not a known nationality",
      },
    ]);
  });
});

describe("anyone else", () => {
  it.each(Object.entries(FIELDS))(
    "%s: FORBIDDEN with the traveller's bearer token",
    async (field, selection) => {
      const { body } = await send(`{ ${selection} }`, {}, traveller);
      expect(body.data).toBeNull();
      expect(body.errors).toEqual([
        expect.objectContaining({
          message: "Only agent accounts can see the agent area",
          path: [field],
          extensions: { code: "FORBIDDEN" },
        }),
      ]);
    },
  );

  it.each(Object.entries(FIELDS))("%s: UNAUTHENTICATED signed out", async (field, selection) => {
    const { body } = await send(`{ ${selection} }`);
    expect(body.data).toBeNull();
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: "Sign in with an agent account to see the agent area",
        path: [field],
        extensions: { code: "UNAUTHENTICATED" },
      }),
    ]);
  });

  it("cannot add clients either", async () => {
    const mutation = `mutation { addAgentClient(input: { name: "Ann Lee", email: "ann@example.com" })
      { client { id } errors { code } } }`;
    const asTraveller = await send(mutation, {}, traveller);
    const signedOut = await send(mutation);
    expect(asTraveller.body.errors?.[0]?.extensions).toEqual({ code: "FORBIDDEN" });
    expect(signedOut.body.errors?.[0]?.extensions).toEqual({ code: "UNAUTHENTICATED" });
  });
});

describe("an agent's quote for a client", () => {
  const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const QUOTE = `quote { id reference status guests rooms checkIn checkOut validUntil
    client { name } priceUsd { decimal currency } }
    errors { field code message }`;
  const CREATE = `mutation Create($input: CreateAgentQuoteInput!) {
    createAgentQuote(input: $input) { ${QUOTE} } }`;
  const DECLINE = `mutation Decline($id: ID!) { declineAgentQuote(id: $id) { ${QUOTE} } }`;
  interface Payload {
    quote: {
      id: string;
      reference: string;
      status: string;
      rooms: number;
      priceUsd: { decimal: string };
      validUntil: string;
    } | null;
    errors: { field: string | null; code: string; message: string }[];
  }

  async function hotelTrip(checkIn: string) {
    const rows = await upstream.db.query<{ offer_id: number }>(
      "SELECT offer_id FROM offers WHERE product_code = 'HLT' ORDER BY offer_id LIMIT 1",
    );
    const offerId = String(rows[0]?.offer_id);
    return { offerId, checkIn, checkOut: day(23), guests: 2, rooms: 2 };
  }

  it("makes a quote at the calendar's price, lists it first, declines it once", async () => {
    const clients = await graphql<{ agentClients: { id: string; name: string }[] }>(
      "{ agentClients { id name } }",
      {},
      agent,
    );
    const client = clients.agentClients[0]!;
    const trip = await hotelTrip(day(20));
    const total = await calendarTotal(upstream, { ...trip, checkOut: trip.checkOut });
    const input = { clientId: client.id, trip, idempotencyKey: `it-quote-${Date.now()}` };
    const { createAgentQuote: made } = await graphql<{ createAgentQuote: Payload }>(
      CREATE,
      { input },
      agent,
    );
    expect(made.errors).toEqual([]);
    expect(made.quote).toMatchObject({
      status: "OPEN",
      guests: 2,
      rooms: 2,
      checkIn: day(20),
      checkOut: day(23),
      validUntil: day(7),
      client: { name: client.name },
    });
    // the calendar's total of the trip's 2 rooms
    expect(Number(made.quote?.priceUsd.decimal)).toBeCloseTo(total, 2);
    const again = await graphql<{ createAgentQuote: Payload }>(CREATE, { input }, agent);
    expect(again.createAgentQuote.quote?.id).toBe(made.quote?.id);

    const listed = await graphql<{
      agentQuotesConnection: {
        nodes: { id: string; reference: string; priceUsd: { decimal: string } }[];
      };
    }>(
      "{ agentQuotesConnection(first: 5) { nodes { id reference priceUsd { decimal } } } }",
      {},
      agent,
    );
    expect(listed.agentQuotesConnection.nodes[0]).toEqual({
      id: made.quote?.id,
      reference: made.quote?.reference,
      priceUsd: { decimal: made.quote?.priceUsd.decimal },
    });

    const declined = await graphql<{ declineAgentQuote: Payload }>(
      DECLINE,
      { id: made.quote?.id },
      agent,
    );
    expect(declined.declineAgentQuote).toMatchObject({ quote: { status: "DECLINED" }, errors: [] });
    const twice = await graphql<{ declineAgentQuote: Payload }>(
      DECLINE,
      { id: made.quote?.id },
      agent,
    );
    expect(twice.declineAgentQuote).toEqual({
      quote: null,
      errors: [
        { field: "id", code: "QUOTE_NOT_OPEN", message: "Only an open quote can be declined" },
      ],
    });
  });

  it("books a quote for its own trip once: it reads BOOKED with the agent's reservation", async () => {
    const clients = await graphql<{ agentClients: { id: string; name: string }[] }>(
      "{ agentClients { id name } }",
      {},
      agent,
    );
    const trip = { ...(await hotelTrip(day(24))), checkOut: day(26) };
    const { createAgentQuote: made } = await graphql<{ createAgentQuote: Payload }>(
      CREATE,
      {
        input: {
          clientId: clients.agentClients[0]!.id,
          trip,
          idempotencyKey: `it-book-quote-${Date.now()}`,
        },
      },
      agent,
    );
    expect(made.errors).toEqual([]);
    const noCards = { product: "HLT", certificateId: null, discountCardIds: [] };
    const priced = await graphql<{ quote: { total: { amount: number } } }>(
      `
        query ($input: QuoteInput!) {
          quote(input: $input) {
            total {
              amount
            }
          }
        }
      `,
      { input: { trip, certificatePrompt: "DECLINE", selection: noCards } },
      agent,
    );
    const BOOK = `mutation ($input: BookOfferInput!) { bookOffer(input: $input) {
      reservation { reference } errors { field code } } }`;
    const book = (bookedTrip: typeof trip, requestId: string) =>
      graphql<{
        bookOffer: {
          reservation: { reference: string } | null;
          errors: { field: string | null; code: string }[];
        };
      }>(
        BOOK,
        {
          input: {
            trip: bookedTrip,
            certificatePrompt: "DECLINE",
            selection: noCards,
            requestId,
            expectedTotal: priced.quote.total.amount,
            agentQuoteId: made.quote!.id,
            travellers: [{ firstName: "Ana", lastName: "García" }],
          },
        },
        agent,
      );

    // another party than the one quoted (the same price) is refused, and books nothing
    const other = await book({ ...trip, guests: 3 }, `it-quote-other-${Date.now()}`);
    expect(other.bookOffer).toEqual({
      reservation: null,
      errors: [{ field: "agentQuoteId", code: "QUOTE_NOT_OPEN" }],
    });
    const booked = await book(trip, `it-quote-book-${Date.now()}`);
    expect(booked.bookOffer.errors).toEqual([]);
    const reference = booked.bookOffer.reservation!.reference;

    const listed = await graphql<{
      agentQuotesConnection: {
        nodes: { id: string; status: string; reservationReference: string | null }[];
      };
      agentBookingHistoryConnection: { nodes: { reference: string }[] };
    }>(
      `
        {
          agentQuotesConnection(first: 5) {
            nodes {
              id
              status
              reservationReference
            }
          }
          agentBookingHistoryConnection(first: 5) {
            nodes {
              reference
            }
          }
        }
      `,
      {},
      agent,
    );
    expect(listed.agentQuotesConnection.nodes.find((q) => q.id === made.quote!.id)).toEqual({
      id: made.quote!.id,
      status: "BOOKED",
      reservationReference: reference,
    });
    expect(listed.agentBookingHistoryConnection.nodes[0]?.reference).toBe(reference);
    const again = await book(trip, `it-quote-again-${Date.now()}`);
    expect(again.bookOffer.errors).toEqual([{ field: "agentQuoteId", code: "QUOTE_NOT_OPEN" }]);
  });

  it("refuses a sold-out day on trip.checkIn, in Spanish for a Spanish visitor", async () => {
    const trip = await hotelTrip(day(21));
    await upstream.db.query(
      "UPDATE offer_calendar SET units_left = 0 WHERE offer_id = $1 AND day = $2",
      [Number(trip.offerId), day(22)],
    );
    const clients = await graphql<{ agentClients: { id: string }[] }>(
      "{ agentClients { id } }",
      {},
      agent,
    );
    const input = {
      clientId: clients.agentClients[0]!.id,
      trip,
      idempotencyKey: `it-sold-out-${Date.now()}`,
    };
    const { createAgentQuote } = await graphql<{ createAgentQuote: Payload }>(
      CREATE,
      { input },
      { ...agent, cookie: "language=es-ES" },
    );
    expect(createAgentQuote).toEqual({
      quote: null,
      errors: [
        {
          field: "trip.checkIn",
          code: "SOLD_OUT",
          message: `Este viaje está agotado el ${day(22)}. Elige otras fechas.`,
        },
      ],
    });
  });

  it("refuses a traveller FORBIDDEN", async () => {
    const { body } = await send(DECLINE, { id: "1" }, traveller);
    expect(body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});

describe("agentQuote: one of the agent's quotes by id", () => {
  const QUERY = `query Quote($id: ID!) { agentQuote(id: $id) {
    id reference status client { name } priceUsd { amount currency } } }`;
  type Answer = { agentQuote: { id: string; reference: string } | null };

  /** Another agent with a client and a quote of their own, written straight to the upstream's db. */
  async function otherAgentsQuoteId(): Promise<string> {
    const [other] = await upstream.db.query<{ account_id: number }>(
      `INSERT INTO accounts (email, first_name, last_name, user_type, role)
       VALUES ('other.agent@example.com', 'Olga', 'Other', 1, 'Agent') RETURNING account_id`,
    );
    const [client] = await upstream.db.query<{ client_id: number }>(
      `INSERT INTO agent_clients (agent_id, name, email)
       VALUES ($1, 'Otto Client', 'otto@example.com') RETURNING client_id`,
      [other!.account_id],
    );
    const [quote] = await upstream.db.query<{ quote_id: number }>(
      `INSERT INTO agent_quotes (reference, agent_id, client_id, offer_id, check_in, check_out,
         guests, price_usd, valid_until)
       SELECT 'Q-WXYZ23', $1, $2, offer_id, current_date + 30, current_date + 32, 2, 300,
         current_date + 7
       FROM offers WHERE product_code = 'HLT' ORDER BY offer_id LIMIT 1
       RETURNING quote_id`,
      [other!.account_id, client!.client_id],
    );
    return String(quote!.quote_id);
  }

  it("answers the agent's own quote as the list shows it", async () => {
    const listed = await graphql<{
      agentQuotesConnection: { nodes: Record<string, unknown>[] };
    }>(
      `
        {
          agentQuotesConnection(first: 50) {
            nodes {
              id
              reference
              status
              client {
                name
              }
              priceUsd {
                amount
                currency
              }
            }
          }
        }
      `,
      {},
      agent,
    );
    const seeded = listed.agentQuotesConnection.nodes.find((q) => q.reference === "Q-7K3Q9Z");
    expect(seeded).toBeDefined();
    const data = await graphql<Answer>(QUERY, { id: seeded!.id }, agent);
    expect(data.agentQuote).toEqual(seeded);
  });

  it("answers null for another agent's quote and for an unknown id", async () => {
    const theirs = await otherAgentsQuoteId();
    expect(await graphql<Answer>(QUERY, { id: theirs }, agent)).toEqual({ agentQuote: null });
    expect(await graphql<Answer>(QUERY, { id: "99999999" }, agent)).toEqual({ agentQuote: null });
  });

  it("is UNAUTHENTICATED signed out and FORBIDDEN for a traveller", async () => {
    const signedOut = await send(QUERY, { id: "1" });
    expect(signedOut.body.data).toEqual({ agentQuote: null });
    expect(signedOut.body.errors).toEqual([
      expect.objectContaining({
        message: "Sign in with an agent account to see the agent area",
        path: ["agentQuote"],
        extensions: { code: "UNAUTHENTICATED" },
      }),
    ]);
    const asTraveller = await send(QUERY, { id: "1" }, traveller);
    expect(asTraveller.body.data).toEqual({ agentQuote: null });
    expect(asTraveller.body.errors?.[0]?.extensions).toEqual({ code: "FORBIDDEN" });
  });
});
