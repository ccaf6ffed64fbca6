// Production-safe Apollo settings: masking, no suggestions or stacks, introspection, limits, CSRF.
import type { ApolloServer } from "@apollo/server";
import { getIntrospectionQuery } from "graphql";
import { createAccountsClient } from "./accounts/accounts.client";
import type { GatewayContext } from "./context";
import { createLogger } from "@travel/service-kit/logger";
import { createGatewayModules } from "./modules/registry";
import { createGatewayServer, QUERY_LIMITS } from "./server";
import { FULL_SEARCH_PAGE_QUERY } from "./testing/search-documents";
import { startTestGateway, testConfig, type TestGateway } from "./testing/test-gateway";
import { useUpstreamMock } from "./testing/upstream-mock";
import { createUpstreamHttp } from "./upstream/http";

useUpstreamMock();

function brokenContext(lines: string[]): GatewayContext {
  const never = () => Promise.reject(new Error("should not be called"));
  const http = createUpstreamHttp({ baseUrl: "http://never.test", timeoutMs: 1 });
  const modules = createGatewayModules({
    http,
    config: testConfig(),
    logger: createLogger({ level: "info", sink: (l) => lines.push(l) }),
    clients: {
      reference: { getCountryCat: never, getNationalityCat: never },
      locale: { getCurrencyInfo: never, getAllRatesFrom: never },
      site: { getSiteConfig: never },
      accounts: createAccountsClient(http),
      savings: { getMember: never, setMember: never, savingsCode: never },
      referral: {
        getCampaignList: never,
        getReferralList: never,
        getActionsList: never,
        getLoyaltyState: never,
        getReferralCode: never,
      },
      wallet: { getOrgCards: never, getUserCards: never },
      booking: {
        searchOffers: never,
        getOffer: never,
        priceTrip: never,
        listReservations: never,
        findReservation: never,
        createReservation: never,
      },
      agent: {
        listClients: never,
        listQuotes: never,
        listBookings: never,
        addClient: never,
        newQuote: never,
        declineQuote: never,
      },
      profile: {
        getProfile: never,
        updateProfile: never,
        listTravelers: never,
        saveTraveler: never,
        deleteTraveler: never,
      },
      preferences: { updatePreferences: never, geolocate: never },
      styles: { getWhiteLabelCss: never, getPrePostLoginCss: never, getStylesheet: never },
    },
  });
  const context = modules.createContext({
    requestId: "req-broken",
    clientIp: "127.0.0.1",
    cookies: {},
  });
  // a bug (not an upstream failure): must be masked, never a fallback
  context.loaders.countries = {
    load: () => Promise.reject(new TypeError("secret detail at db.internal:5432")),
    clear: () => undefined,
  };
  return context;
}

async function execute(server: ApolloServer<GatewayContext>, query: string, lines: string[] = []) {
  const response = await server.executeOperation({ query }, { contextValue: brokenContext(lines) });
  if (response.body.kind !== "single") throw new Error("expected a single result");
  return response.body.singleResult;
}

describe("createGatewayServer (even with NODE_ENV=development)", () => {
  const previousEnv = process.env.NODE_ENV;
  let server: ApolloServer<GatewayContext>;

  beforeAll(async () => {
    process.env.NODE_ENV = "development";
    server = createGatewayServer();
    await server.start();
  });
  afterAll(async () => {
    await server.stop();
    process.env.NODE_ENV = previousEnv;
  });

  it("masks internal errors, adds the request id, and logs the details", async () => {
    const lines: string[] = [];
    const result = await execute(server, "{ ok countries { id } }", lines);
    expect(result.errors).toEqual([
      {
        message: "Internal server error",
        locations: [{ line: 1, column: 6 }],
        path: ["countries"],
        extensions: { code: "INTERNAL_SERVER_ERROR", requestId: "req-broken" },
      },
    ]);
    expect(JSON.stringify(result)).not.toMatch(/secret|stacktrace|db\.internal/);
    const logged = lines.map((l) => JSON.parse(l));
    expect(logged).toEqual([
      expect.objectContaining({
        level: "error",
        requestId: "req-broken",
        path: "countries",
        err: expect.objectContaining({
          message: "secret detail at db.internal:5432",
          stack: expect.stringContaining("TypeError"),
        }),
      }),
    ]);
  });

  it("keeps validation messages but gives no 'Did you mean' suggestions", async () => {
    const result = await execute(server, "{ countrie { id } }");
    expect(result.errors).toEqual([
      expect.objectContaining({
        message: 'Cannot query field "countrie" on type "Query".',
        extensions: { code: "GRAPHQL_VALIDATION_FAILED" },
      }),
    ]);
    expect(JSON.stringify(result)).not.toMatch(/Did you mean|stacktrace/);
  });

  it("keeps parse errors", async () => {
    const result = await execute(server, "{ countries { id }");
    expect(result.errors?.[0]?.extensions?.code).toBe("GRAPHQL_PARSE_FAILED");
    expect(result.errors?.[0]?.message).toMatch(/^Syntax Error/);
  });

  it("allows introspection (partners and the sandbox read the schema)", async () => {
    const result = await execute(server, getIntrospectionQuery({ descriptions: true }));
    expect(result.errors).toBeUndefined();
    const types = (result.data?.__schema as { types: { name: string }[] }).types;
    expect(types.map((t) => t.name)).toEqual(expect.arrayContaining(["Country", "SiteConfig"]));
  });

  it(`rejects more than ${QUERY_LIMITS.maxAliases} aliases`, async () => {
    const aliases = Array.from({ length: QUERY_LIMITS.maxAliases + 1 }, (_, i) => `a${i}: ok`);
    const result = await execute(server, `{ ${aliases.join(" ")} }`);
    expect(result.errors?.[0]?.message).toMatch(/Aliases limit of 15 exceeded/);
  });

  it(`rejects queries deeper than ${QUERY_LIMITS.maxDepth}`, async () => {
    const deep = "{ a ".repeat(QUERY_LIMITS.maxDepth + 2) + "}".repeat(QUERY_LIMITS.maxDepth + 2);
    const result = await execute(server, `{ countries ${deep} }`);
    expect(result.errors?.map((e) => e.message)).toContainEqual(
      expect.stringMatching(/Query depth limit of 10 exceeded/),
    );
  });

  it("counts a fragment as deep as its fields, not a level more", async () => {
    const depthErrors = async (query: string) =>
      ((await execute(server, query)).errors ?? [])
        .map((e) => e.message)
        .filter((m) => m.includes("depth limit"));
    // 9 levels of fields, each through a fragment spread: within the limit of 10
    const nested = `{ reservationsConnection { ...A } }
      fragment A on ReservationConnection { edges { ...B } }
      fragment B on ReservationEdge { node { ...C } }
      fragment C on Reservation { offer { ...D } cardsUsed { ...E } }
      fragment D on Offer { price { ...F } }
      fragment E on PaymentCard { id }
      fragment F on Money { currency }`;
    expect(await depthErrors(nested)).toEqual([]);
    const deep = "{ a ".repeat(QUERY_LIMITS.maxDepth + 2) + "}".repeat(QUERY_LIMITS.maxDepth + 2);
    expect(
      await depthErrors(`{ countries ...Deep } fragment Deep on Country ${deep}`),
    ).toHaveLength(1);
  });

  it("costs a fragment as the fields it stands for (the web app colocates fragments)", async () => {
    const fields = `id product name destination countryCode description rating priceUnit
      basePrice { decimal currency } price { decimal currency }`;
    const costErrors = async (query: string) =>
      ((await execute(server, query)).errors ?? [])
        .map((e) => e.message)
        .filter((m) => m.includes("Cost limit"));
    const inline = `{ offersConnection(product: HLT, first: 50) { nodes { ${fields} } } }`;
    const withFragment = `{ offersConnection(product: HLT, first: 50) { nodes { ...Card } } }
      fragment Card on Offer { ${fields} }`;
    expect(await costErrors(inline)).toEqual([]);
    expect(await costErrors(withFragment)).toEqual([]);
    // the limit still holds: the same fields over many more items are refused
    expect(await costErrors(withFragment.replace("first: 50", "first: 1000"))).toHaveLength(1);
  });

  it("lets a full search page through (50 results, every field and details fragment), not two", async () => {
    const limitErrors = async (query: string) =>
      ((await execute(server, query)).errors ?? [])
        .filter((e) => e.extensions?.code === "GRAPHQL_VALIDATION_FAILED")
        .map((e) => e.message);
    expect(await limitErrors(FULL_SEARCH_PAGE_QUERY)).toEqual([]);
    const twice = FULL_SEARCH_PAGE_QUERY.replace(
      /(searchOffers\(input: \$input, first: 50, after: \$after\) \{[\s\S]*?\n {2}\})/,
      "a: $1\n  b: $1",
    );
    expect(twice).toContain("b: searchOffers");
    expect(await limitErrors(twice)).toEqual([expect.stringMatching(/Cost limit/)]);
    const more = FULL_SEARCH_PAGE_QUERY.replace("first: 50", "first: 500");
    expect(await limitErrors(more)).toEqual([expect.stringMatching(/Cost limit/)]);
  });

  it(`rejects documents of more than ${QUERY_LIMITS.maxTokens} tokens`, async () => {
    const result = await execute(server, `{ ${"ok ".repeat(QUERY_LIMITS.maxTokens)} }`);
    expect(result.errors).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/Document contains more \w+ 1000 tokens/),
        extensions: { code: "GRAPHQL_PARSE_FAILED" },
      }),
    ]);
  });
});

describe("CSRF prevention over HTTP", () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startTestGateway();
  });
  afterAll(() => gateway.close());

  it("refuses a simple POST (text/plain) without a preflight header", async () => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: JSON.stringify({ query: "{ ok }" }),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/Cross-Site Request Forgery/);
  });

  it("refuses a GET without a preflight header", async () => {
    const response = await fetch(`${gateway.url}/graphql?query=%7Bok%7D`);
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/Cross-Site Request Forgery/);
  });

  it("accepts a GET with apollo-require-preflight and a JSON POST", async () => {
    const get = await fetch(`${gateway.url}/graphql?query=%7Bok%7D`, {
      headers: { "apollo-require-preflight": "true" },
    });
    expect(await get.json()).toEqual({ data: { ok: true } });
    const post = await gateway.graphql("{ ok }");
    expect(post.body).toEqual({ data: { ok: true } });
  });

  it("answers a syntax error with 400 GRAPHQL_PARSE_FAILED", async () => {
    const { status, body } = await gateway.graphql("{ countries { id }");
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions).toEqual({ code: "GRAPHQL_PARSE_FAILED" });
  });

  it("answers malformed JSON with 400 and no stack", async () => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{ not json",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [{ message: "Malformed JSON body", extensions: { code: "BAD_REQUEST" } }],
    });
  });

  it("refuses batched requests", async () => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify([{ query: "{ ok }" }, { query: "{ ok }" }]),
    });
    expect(response.status).toBe(400);
  });
});
