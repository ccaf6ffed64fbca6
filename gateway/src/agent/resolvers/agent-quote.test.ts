// agentQuote over the mocked upstream: the agent's own quote in the chosen currency from the one
// quote-list call, null for another agent's quote and for an unknown id, and the agent area's
// refusals (UNAUTHENTICATED signed out, FORBIDDEN for a traveller) before any upstream call.
import { accountsDb, agentDb } from "../../testing/upstream-db";
import { startTestGateway, type TestGateway } from "../../testing/test-gateway";
import { useUpstreamMock } from "../../testing/upstream-mock";
import { buildAgentQuote, TEST_AGENT_USER_ID } from "../../testing/agent-db";
import { AGENTS_ONLY_MESSAGE, SIGN_IN_REQUIRED_MESSAGE } from "../agent-access";

const upstream = useUpstreamMock();
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
/** Another agent of the upstream, with a quote of their own. */
const OTHER_AGENT_ID = 42;

const QUERY = `query Quote($id: ID!) { agentQuote(id: $id) {
  id reference status client { name } checkIn checkOut guests rooms validUntil
  priceUsd { amount currency } price { amount currency } offer { id name } } }`;

const ask = (id: string, options: { headers?: Record<string, string> } = {}) =>
  gateway.graphql(QUERY, { variables: { id }, ...options });

describe("agentQuote", () => {
  it("answers the agent's own quote, in the chosen currency", async () => {
    const result = await gateway.graphql(QUERY, {
      variables: { id: "31" },
      headers: AGENT(),
      cookies: { currency_code: "EUR" },
    });
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data).toEqual({
      agentQuote: {
        id: "31",
        reference: "Q-7K3Q9Z",
        status: "OPEN",
        client: { name: "Ana García" },
        checkIn: "2027-03-01",
        checkOut: "2027-03-04",
        guests: 2,
        rooms: 1,
        validUntil: "2027-02-01",
        priceUsd: { amount: 450, currency: "USD" },
        price: { amount: 414, currency: "EUR" },
        offer: { id: "501", name: "Harbour View Hotel" },
      },
    });
  });

  it("reads the agent's quote list once, with the agent's token", async () => {
    const result = await gateway.graphql(
      `{ a: agentQuote(id: "31") { id } b: agentQuote(id: "32") { id }
         agentQuotesConnection { totalCount } }`,
      { headers: AGENT() },
    );
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data).toEqual({
      a: { id: "31" },
      b: null,
      agentQuotesConnection: { totalCount: 1 },
    });
    expect(upstream.calls()["POST /api/agent/getQuoteList"]).toBe(1);
    expect(agentDb.received.map((r) => r.path)).toEqual(["/api/agent/getQuoteList"]);
  });

  it("answers null for another agent's quote", async () => {
    agentDb.quotes[OTHER_AGENT_ID] = [buildAgentQuote({ quote_id: 77, reference: "Q-OTHER7" })];
    const result = await ask("77", { headers: AGENT() });
    expect(result.body).toEqual({ data: { agentQuote: null } });
  });

  it("answers null for an unknown id, a malformed one too", async () => {
    for (const id of ["999999", "abc", ""]) {
      const result = await ask(id, { headers: AGENT() });
      expect(result.body).toEqual({ data: { agentQuote: null } });
    }
  });

  it("is UNAUTHENTICATED signed out and FORBIDDEN for a traveller, asking nothing upstream", async () => {
    const signedOut = await ask("31");
    expect(signedOut.body.data).toEqual({ agentQuote: null });
    expect(signedOut.body.errors).toEqual([
      expect.objectContaining({
        message: SIGN_IN_REQUIRED_MESSAGE,
        path: ["agentQuote"],
        extensions: { code: "UNAUTHENTICATED" },
      }),
    ]);
    const traveller = await ask("31", { headers: TRAVELLER() });
    expect(traveller.body.data).toEqual({ agentQuote: null });
    expect(traveller.body.errors).toEqual([
      expect.objectContaining({
        message: AGENTS_ONLY_MESSAGE,
        path: ["agentQuote"],
        extensions: { code: "FORBIDDEN" },
      }),
    ]);
    expect(agentDb.received).toEqual([]);
  });
});
