// The agent queries and addAgentClient over the mocked upstream: the agent's data in the chosen
// currency, refusals (UNAUTHENTICATED signed out, FORBIDDEN for a traveller) before any upstream
// call, the shared client rules, the upstream's refusals as user errors, failures.
import { accountsDb, agentDb } from "../../testing/upstream-db";
import { startTestGateway, type TestGateway } from "../../testing/test-gateway";
import { useUpstreamMock } from "../../testing/upstream-mock";
import { TEST_AGENT_USER_ID } from "../../testing/agent-db";
import { AGENTS_ONLY_MESSAGE, SIGN_IN_REQUIRED_MESSAGE } from "../agent-access";

useUpstreamMock();
let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway({ upstreamTimeoutMs: 300 });
});
afterAll(() => gateway.close());
afterEach(() => gateway.clearLogs());

function session(userId: number, token = `tok-agent-${userId}`) {
  accountsDb.sessions[token] = userId;
  return { authorization: `Bearer ${token}` };
}
const AGENT = () => session(TEST_AGENT_USER_ID);
const TRAVELLER = () => session(7);

const FIELDS = {
  agentProfile: "agentProfile { id email }",
  agentClients: "agentClients { id }",
  agentQuotes: "agentQuotes { id }",
  agentBookingHistory: "agentBookingHistory { id }",
  agentClientsConnection: "agentClientsConnection { totalCount }",
  agentQuotesConnection: "agentQuotesConnection { totalCount }",
  agentBookingHistoryConnection: "agentBookingHistoryConnection { totalCount }",
};

describe("who may read agent data", () => {
  it.each(Object.entries(FIELDS))("%s: UNAUTHENTICATED signed out", async (field, selection) => {
    const result = await gateway.graphql(`{ ${selection} }`);
    expect(result.body.data).toBeNull();
    expect(result.body.errors).toEqual([
      expect.objectContaining({
        message: SIGN_IN_REQUIRED_MESSAGE,
        path: [field],
        extensions: { code: "UNAUTHENTICATED" },
      }),
    ]);
    expect(agentDb.received).toEqual([]);
  });

  it.each(Object.entries(FIELDS))("%s: FORBIDDEN for a traveller", async (field, selection) => {
    const result = await gateway.graphql(`{ ${selection} }`, { headers: TRAVELLER() });
    expect(result.body.data).toBeNull();
    expect(result.body.errors).toEqual([
      expect.objectContaining({
        message: AGENTS_ONLY_MESSAGE,
        path: [field],
        extensions: { code: "FORBIDDEN" },
      }),
    ]);
    expect(agentDb.received).toEqual([]);
  });

  it("refuses addAgentClient the same way", async () => {
    const mutation = `mutation { addAgentClient(input: { name: "Ann", email: "ann@example.com" })
      { client { id } errors { code } } }`;
    const signedOut = await gateway.graphql(mutation);
    const traveller = await gateway.graphql(mutation, { headers: TRAVELLER() });
    expect(signedOut.body.errors?.[0]?.extensions).toEqual({ code: "UNAUTHENTICATED" });
    expect(traveller.body.errors?.[0]?.extensions).toEqual({ code: "FORBIDDEN" });
    expect(agentDb.received).toEqual([]);
  });
});

describe("the agent's data", () => {
  it("reads profile, clients, quotes and bookings, prices in the chosen currency", async () => {
    const result = await gateway.graphql(
      `{ agentProfile { id userType firstName email displayPrice
           creditLimitUsd { amount currency } creditLimit { amount currency } }
         agentClients { id name email phoneCountryCode phone nationalityId nationalityName notes }
         agentQuotes { reference status client { name } offer { name price { amount currency } }
           checkIn checkOut guests validUntil priceUsd { amount currency } price { amount currency } }
         agentBookingHistory { reference status total { amount currency }
           displayTotal { amount currency } } }`,
      { headers: AGENT(), cookies: { currency_code: "EUR" } },
    );
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data).toEqual({
      agentProfile: {
        id: "8",
        userType: "AGENT",
        firstName: "Art",
        email: "travel.agent@example.com",
        displayPrice: true,
        creditLimitUsd: { amount: 2500, currency: "USD" },
        creditLimit: { amount: 2300, currency: "EUR" },
      },
      agentClients: [
        {
          id: "11",
          name: "Ana García",
          email: "ana@example.com",
          phoneCountryCode: "+44",
          phone: "7700900123",
          nationalityId: "20",
          nationalityName: "British",
          notes: "",
        },
        {
          id: "12",
          name: "Ben Okafor",
          email: "ben@example.com",
          phoneCountryCode: null,
          phone: null,
          nationalityId: null,
          nationalityName: null,
          notes: "Prefers trains.",
        },
      ],
      agentQuotes: [
        {
          reference: "Q-7K3Q9Z",
          status: "OPEN",
          client: { name: "Ana García" },
          offer: { name: "Harbour View Hotel", price: { amount: 138, currency: "EUR" } },
          checkIn: "2027-03-01",
          checkOut: "2027-03-04",
          guests: 2,
          validUntil: "2027-02-01",
          priceUsd: { amount: 450, currency: "USD" },
          price: { amount: 414, currency: "EUR" },
        },
      ],
      agentBookingHistory: [
        {
          reference: "WH-AGNT26",
          status: "CONFIRMED",
          total: { amount: 300, currency: "USD" },
          displayTotal: { amount: 276, currency: "EUR" },
        },
      ],
    });
    // one call per endpoint, the token in the body
    expect(agentDb.received.map((r) => [r.path, r.body.token])).toEqual([
      ["/api/agent/getClientList", `tok-agent-${TEST_AGENT_USER_ID}`],
      ["/api/agent/getQuoteList", `tok-agent-${TEST_AGENT_USER_ID}`],
      ["/api/agent/getBookingHistory", `tok-agent-${TEST_AGENT_USER_ID}`],
    ]);
  });

  it("gives empty lists when the upstream fails (logged)", async () => {
    agentDb.fault = "500";
    const result = await gateway.graphql(`{ agentClients { id } agentQuotes { id } }`, {
      headers: AGENT(),
    });
    expect(result.body).toEqual({ data: { agentClients: [], agentQuotes: [] } });
    const paged = await gateway.graphql(
      `{ agentQuotesConnection { totalCount nodes { id } }
         agentBookingHistoryConnection { totalCount nodes { id } } }`,
      { headers: AGENT() },
    );
    expect(paged.body).toEqual({
      data: {
        agentQuotesConnection: { totalCount: 0, nodes: [] },
        agentBookingHistoryConnection: { totalCount: 0, nodes: [] },
      },
    });
    expect(gateway.logs()).toContainEqual(
      expect.objectContaining({ level: "warn", upstreamPath: "/api/agent/getClientList" }),
    );
  });
});

describe("addAgentClient", () => {
  const ADD = `mutation Add($input: AddAgentClientInput!) { addAgentClient(input: $input) {
    client { id name email phoneCountryCode phone nationalityId nationalityName notes }
    errors { field code message } } }`;
  const add = async (input: Record<string, unknown>) => {
    const result = await gateway.graphql(ADD, { headers: AGENT(), variables: { input } });
    expect(result.body.errors).toBeUndefined();
    return (result.body.data as { addAgentClient: Record<string, unknown> }).addAgentClient;
  };

  it("adds a client: trimmed, email lower-cased, dialling code with its +", async () => {
    expect(
      await add({
        name: " Zoë O’Brien ",
        email: " Zoe@Example.com ",
        phoneCountryCode: "44",
        phone: "7700900456",
        nationalityId: "20",
        notes: "Quiet rooms.",
      }),
    ).toEqual({
      client: {
        id: expect.any(String),
        name: "Zoë O’Brien",
        email: "zoe@example.com",
        phoneCountryCode: "+44",
        phone: "7700900456",
        nationalityId: "20",
        nationalityName: "British",
        notes: "Quiet rooms.",
      },
      errors: [],
    });
    expect(agentDb.received[0]?.body.client).toEqual({
      name: "Zoë O’Brien",
      email: "zoe@example.com",
      phone_country_code: "+44",
      phone: "7700900456",
      nationality_id: 20,
      notes: "Quiet rooms.",
    });
  });

  it("gives the shared rules' messages and asks nothing upstream", async () => {
    expect(await add({ name: "", email: "zoe@", phone: "12 34" })).toEqual({
      client: null,
      errors: [
        { field: "name", code: "REQUIRED", message: "Please Enter The Client's Name" },
        { field: "email", code: "INVALID_FORMAT", message: "Invalid Mail" },
        {
          field: "phone",
          code: "INVALID_CHARACTERS",
          message: "Phone number may contain digits only",
        },
      ],
    });
    expect(agentDb.received).toEqual([]);
  });

  it("turns the upstream's refusals into user errors", async () => {
    expect(await add({ name: "Ana García", email: "ANA@example.com" })).toEqual({
      client: null,
      errors: [
        {
          field: "email",
          code: "CLIENT_EXISTS",
          message: "You already have a client with this email",
        },
      ],
    });
    expect(await add({ name: "Ann", email: "ann@example.com", nationalityId: "999" })).toEqual({
      client: null,
      errors: [
        {
          field: null,
          code: "INVALID_VALUE",
          message: "client nationality_id is not a known nationality",
        },
      ],
    });
  });

  it("says calmly that it could not be done when the upstream fails", async () => {
    agentDb.fault = "500";
    expect(await add({ name: "Ann", email: "ann@example.com" })).toEqual({
      client: null,
      errors: [
        {
          field: null,
          code: "UPSTREAM_UNAVAILABLE",
          message: "We could not complete this right now. Please try again.",
        },
      ],
    });
  });
});
