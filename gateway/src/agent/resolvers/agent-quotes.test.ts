// createAgentQuote and declineAgentQuote over the mocked upstream: refusals (UNAUTHENTICATED,
// FORBIDDEN) before any upstream call, the quote in the chosen currency, a keyed retry answering
// the first quote, the new quote in the list asked for after it, each upstream refusal on its
// field (in Spanish too), failures.
import { createLogger } from "@travel/service-kit/logger";
import { NO_SESSION } from "../../http/session";
import { createGatewayModules } from "../../modules/registry";
import { accountsDb, agentDb, db } from "../../testing/upstream-db";
import { TEST_UPSTREAM_URL } from "../../testing/upstream-handlers";
import { createUpstreamHttp } from "../../upstream/http";
import { createAgentQuote, declineAgentQuote } from "../agent-quotes";
import { startTestGateway, testConfig, type TestGateway } from "../../testing/test-gateway";
import { useUpstreamMock } from "../../testing/upstream-mock";
import { TEST_AGENT_USER_ID } from "../../testing/agent-db";

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

describe("createAgentQuote and declineAgentQuote", () => {
  const CREATE = `mutation Create($input: CreateAgentQuoteInput!) { createAgentQuote(input: $input) {
    quote { id reference status client { name } checkIn checkOut guests rooms validUntil
      priceUsd { amount currency } price { amount currency } }
    errors { field code message } } }`;
  const DECLINE = `mutation Decline($id: ID!) { declineAgentQuote(id: $id) {
    quote { id status } errors { field code message } } }`;
  const trip = {
    offerId: "501",
    checkIn: "2027-04-01",
    checkOut: "2027-04-03",
    guests: 3,
    rooms: 2,
  };
  let keys = 0;
  const input = (overrides: Record<string, unknown> = {}) => ({
    clientId: "11",
    trip,
    idempotencyKey: `quote-key-${++keys}`,
    ...overrides,
  });
  const create = async (value: Record<string, unknown>, cookies: Record<string, string> = {}) => {
    const result = await gateway.graphql(CREATE, {
      headers: AGENT(),
      variables: { input: value },
      cookies,
    });
    expect(result.body.errors).toBeUndefined();
    return (result.body.data as { createAgentQuote: Record<string, any> }).createAgentQuote; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
  const decline = async (id: string) => {
    const result = await gateway.graphql(DECLINE, { headers: AGENT(), variables: { id } });
    expect(result.body.errors).toBeUndefined();
    return (result.body.data as { declineAgentQuote: Record<string, unknown> }).declineAgentQuote;
  };

  it("refuses a signed-out visitor and a traveller before asking upstream", async () => {
    for (const [query, variables] of [
      [CREATE, { input: input() }],
      [DECLINE, { id: "31" }],
    ] as const) {
      const signedOut = await gateway.graphql(query, { variables });
      const traveller = await gateway.graphql(query, { variables, headers: TRAVELLER() });
      expect(signedOut.body.errors?.[0]?.extensions).toEqual({ code: "UNAUTHENTICATED" });
      expect(traveller.body.errors?.[0]?.extensions).toEqual({ code: "FORBIDDEN" });
    }
    expect(agentDb.received).toEqual([]);
  });

  it("makes a quote with the trip and key, in the chosen currency", async () => {
    const value = input();
    const made = await create(value, { currency_code: "EUR" });
    expect(made).toEqual({
      quote: {
        id: expect.any(String),
        reference: expect.stringMatching(/^Q-/),
        status: "OPEN",
        client: { name: "Ana García" },
        checkIn: "2027-04-01",
        checkOut: "2027-04-03",
        guests: 3,
        rooms: 2,
        validUntil: "2027-02-01",
        priceUsd: { amount: 600, currency: "USD" },
        price: { amount: 552, currency: "EUR" },
      },
      errors: [],
    });
    const sent = agentDb.received.find((r) => r.path === "/api/agent/newQuote");
    expect(sent?.body).toEqual({
      token: `tok-agent-${TEST_AGENT_USER_ID}`,
      client_id: 11,
      offer_id: 501,
      check_in: "2027-04-01",
      check_out: "2027-04-03",
      guests: 3,
      rooms: 2,
    });
    // a retry with the same key answers the same quote
    expect((await create(value)).quote.id).toBe(made.quote.id);
    expect(
      agentDb.quotes[TEST_AGENT_USER_ID]?.filter((q) => String(q.quote_id) === made.quote.id),
    ).toHaveLength(1);
  });

  it("reads the quote list again after a change in the same request", async () => {
    const modules = createGatewayModules({
      http: createUpstreamHttp({ baseUrl: TEST_UPSTREAM_URL, timeoutMs: 1000 }),
      config: testConfig(),
      logger: createLogger({ level: "silent" }),
    });
    AGENT();
    const ctx = modules.createContext({
      requestId: "req-quote",
      clientIp: "127.0.0.1",
      cookies: {},
      session: {
        ...NO_SESSION,
        current: { token: `tok-agent-${TEST_AGENT_USER_ID}`, source: "bearer" },
      },
    });
    const ids = async () => ((await ctx.loaders.agentQuotes.load()) ?? []).map((q) => q.quote_id);
    expect(await ids()).toEqual([31]);
    const made = await createAgentQuote(ctx, input());
    expect(await ids()).toEqual([Number(made.quote?.id), 31]);
    await declineAgentQuote(ctx, "31");
    expect((await ctx.loaders.agentQuotes.load())?.map((q) => q.status)).toEqual([
      "OPEN",
      "DECLINED",
    ]);
    expect(agentDb.received.filter((r) => r.path === "/api/agent/getQuoteList")).toHaveLength(3);
  });

  it.each([
    [
      { clientId: "99" },
      {
        field: "clientId",
        code: "CLIENT_NOT_FOUND",
        message: "This client is not in your client list",
      },
    ],
    [
      { clientId: "x" },
      {
        field: "clientId",
        code: "CLIENT_NOT_FOUND",
        message: "This client is not in your client list",
      },
    ],
    [
      { trip: { ...trip, offerId: "77" } },
      {
        field: "trip.offerId",
        code: "OFFER_NOT_FOUND",
        message: "This offer is not available any more",
      },
    ],
    [
      { trip: { ...trip, checkIn: "2020-01-01" } },
      {
        field: "trip.checkIn",
        code: "INVALID_DATES",
        message: "Please choose a check-in day from today on, within the dates on sale",
      },
    ],
    [
      { trip: { ...trip, checkIn: "2027-05-05", checkOut: "2027-05-08" } },
      {
        field: "trip.checkIn",
        code: "SOLD_OUT",
        message: "This trip is sold out on 2027-05-06. Please choose other dates.",
      },
    ],
    [
      { trip: { ...trip, guests: 9 } },
      {
        field: "trip.guests",
        code: "INVALID_GUESTS",
        message: "This offer cannot hold so many guests: choose fewer guests or more rooms",
      },
    ],
    [
      { idempotencyKey: "no" },
      { field: "idempotencyKey", code: "INVALID_FORMAT", message: "Please Enter A Valid Value" },
    ],
  ])("refuses %j on the field", async (change, error) => {
    expect(await create(input(change))).toEqual({ quote: null, errors: [error] });
  });

  it("answers in Spanish for a Spanish visitor", async () => {
    db.languages
      .find((l) => l.code === "es-ES")
      ?.labels.push({
        field_name: "agent.quoteSoldOutOn",
        wl_lang_value: "Este viaje está agotado el {{day}}. Elige otras fechas.",
      });
    const made = await create(input({ trip: { ...trip, checkIn: "2027-05-05" } }), {
      language: "es-ES",
    });
    expect(made.errors[0]?.message).toBe(
      "Este viaje está agotado el 2027-05-06. Elige otras fechas.",
    );
  });

  it("refuses a key sent again with another request", async () => {
    const first = input();
    await create(first);
    expect(await create({ ...first, trip: { ...trip, guests: 2 } })).toEqual({
      quote: null,
      errors: [
        {
          field: "idempotencyKey",
          code: "IDEMPOTENCY_KEY_REUSED",
          message: "This request key was already used for a different request.",
        },
      ],
    });
  });

  it("declines an OPEN quote once, then QUOTE_NOT_OPEN; another's QUOTE_NOT_FOUND", async () => {
    expect(await decline("31")).toEqual({ quote: { id: "31", status: "DECLINED" }, errors: [] });
    expect(await decline("31")).toEqual({
      quote: null,
      errors: [
        { field: "id", code: "QUOTE_NOT_OPEN", message: "Only an open quote can be declined" },
      ],
    });
    for (const id of ["4040", "Q-7K3Q9Z"])
      expect(await decline(id)).toEqual({
        quote: null,
        errors: [
          { field: "id", code: "QUOTE_NOT_FOUND", message: "This quote could not be found" },
        ],
      });
  });

  it("says calmly that it could not be done when the upstream fails", async () => {
    agentDb.fault = "500";
    expect((await create(input())).errors).toEqual([
      expect.objectContaining({ field: null, code: "UPSTREAM_UNAVAILABLE" }),
    ]);
  });
});
