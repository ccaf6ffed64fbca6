/**
 * The agent area through the real gateway and the real upstream: the demo agent (bearer token)
 * reads its profile, seeded clients, quotes and bookings and adds a client; bad input gets typed
 * user errors; the demo traveller's bearer token is refused FORBIDDEN and a signed-out call
 * UNAUTHENTICATED for every agent field, with their clear messages.
 */
import type { RunningGateway } from "@travel/gateway";
import type { RunningUpstream } from "@travel/upstream";
import {
  bearerSignIn,
  graphqlAt,
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
