/**
 * The lists that grow, paged as Relay connections through the real gateway and upstream, the way
 * a partner pages them: `first` items after the previous page's `endCursor` until `hasNextPage`
 * is false. Each walk must give the same items, in the same order, as the whole (deprecated)
 * list, with `totalCount` right; a bad `first` or `after` is BAD_USER_INPUT.
 */
import { DEMO_ACCOUNTS } from "@travel/upstream";
import {
  bearerSignIn,
  graphqlAt,
  startCountedStack,
  type CountedStack,
  type GraphQLCaller,
} from "../support/stack";

let stack: CountedStack;
const graphql: GraphQLCaller = graphqlAt(() => stack.gateway.url);

beforeAll(async () => {
  stack = await startCountedStack("connections");
}, 60_000);
afterAll(() => stack?.close());

interface Page {
  edges: { cursor: string; node: { id: string } }[];
  nodes: { id: string }[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
  totalCount: number;
}

const PAGE = `edges { cursor node { id } } nodes { id }
  pageInfo { hasNextPage hasPreviousPage startCursor endCursor } totalCount`;

async function ask<T>(query: string, variables: Record<string, unknown>, headers = {}) {
  const { body } = await graphql<T>(query, variables, headers);
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** Walks a connection field `size` items at a time; answers the ids seen and the pages. */
async function walk(
  field: string,
  args: string,
  variables: Record<string, unknown>,
  headers: Record<string, string>,
  size: number,
): Promise<{ ids: string[]; pages: Page[] }> {
  const ids: string[] = [];
  const pages: Page[] = [];
  let after: string | null = null;
  for (let guard = 0; guard < 100; guard++) {
    const data: Record<string, Page> = await ask<Record<string, Page>>(
      `query ($first: Int, $after: String ${args ? `, ${args}` : ""}) {
        ${field}(first: $first, after: $after${variables.product ? ", product: $product" : ""}) { ${PAGE} }
      }`,
      { ...variables, first: size, after },
      headers,
    );
    const page = data[field]!;
    pages.push(page);
    expect(page.edges.map((e) => e.node.id)).toEqual(page.nodes.map((n) => n.id));
    expect(page.pageInfo.hasPreviousPage).toBe(after !== null);
    expect(page.nodes.length).toBeLessThanOrEqual(size);
    ids.push(...page.nodes.map((n) => n.id));
    if (!page.pageInfo.hasNextPage) return { ids, pages };
    expect(page.pageInfo.endCursor).toBe(page.edges[page.edges.length - 1]!.cursor);
    after = page.pageInfo.endCursor;
  }
  throw new Error(`${field} never ended`);
}

test("offers: walking offersConnection gives the offers list, in order", async () => {
  const whole = await ask<{ offers: { id: string }[] }>(
    `query ($product: WalletProduct!) { offers(product: $product) { id } }`,
    { product: "HLT" },
  );
  expect(whole.offers.length).toBeGreaterThan(3);
  const { ids, pages } = await walk(
    "offersConnection",
    "$product: WalletProduct!",
    { product: "HLT" },
    {},
    3,
  );
  expect(ids).toEqual(whole.offers.map((o) => o.id));
  expect(pages.length).toBe(Math.ceil(whole.offers.length / 3));
  for (const page of pages) expect(page.totalCount).toBe(whole.offers.length);
});

test("saved travellers: added ones are paged, oldest first, and the list's total is right", async () => {
  const auth = await bearerSignIn(
    graphql,
    DEMO_ACCOUNTS.traveller.email,
    DEMO_ACCOUNTS.traveller.password,
  );
  for (const firstName of ["Ana", "Bruno", "Carla", "Dario", "Elena"]) {
    const saved = await ask<{ saveTraveler: { errors: unknown[] } }>(
      `mutation ($input: SaveTravelerInput!) { saveTraveler(input: $input) { errors { code } } }`,
      { input: { title: "Mr", firstName, lastName: "Paged", ageBand: "26 to 30" } },
      auth,
    );
    expect(saved.saveTraveler.errors).toEqual([]);
  }
  const whole = await ask<{ savedTravelers: { id: string }[] }>(
    `{ savedTravelers { id } }`,
    {},
    auth,
  );
  expect(whole.savedTravelers.length).toBeGreaterThanOrEqual(5);
  const { ids, pages } = await walk("savedTravelersConnection", "", {}, auth, 2);
  expect(ids).toEqual(whole.savedTravelers.map((t) => t.id));
  expect(pages[0]!.totalCount).toBe(whole.savedTravelers.length);

  // signed out: an empty connection, as the list is empty
  const signedOut = await ask<{ savedTravelersConnection: Page }>(
    `{ savedTravelersConnection { ${PAGE} } }`,
    {},
  );
  expect(signedOut.savedTravelersConnection).toMatchObject({ nodes: [], totalCount: 0 });
});

test("an agent's clients are paged; a traveller asking is FORBIDDEN", async () => {
  const agent = await bearerSignIn(
    graphql,
    DEMO_ACCOUNTS.agent.email,
    DEMO_ACCOUNTS.agent.password,
  );
  for (const name of ["Paged One", "Paged Two", "Paged Three"]) {
    const added = await ask<{ addAgentClient: { errors: unknown[] } }>(
      `mutation ($input: AddAgentClientInput!) { addAgentClient(input: $input) { errors { code } } }`,
      { input: { name, email: `${name.replace(" ", ".").toLowerCase()}@example.com` } },
      agent,
    );
    expect(added.addAgentClient.errors).toEqual([]);
  }
  const whole = await ask<{ agentClients: { id: string }[] }>(`{ agentClients { id } }`, {}, agent);
  const { ids } = await walk("agentClientsConnection", "", {}, agent, 2);
  expect(ids).toEqual(whole.agentClients.map((c) => c.id));

  const traveller = await bearerSignIn(
    graphql,
    DEMO_ACCOUNTS.traveller.email,
    DEMO_ACCOUNTS.traveller.password,
  );
  const { body } = await graphql(
    `
      {
        agentClientsConnection {
          totalCount
        }
      }
    `,
    {},
    traveller,
  );
  expect(body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
});

test("a page size out of range or a foreign cursor is BAD_USER_INPUT", async () => {
  const cases: [Record<string, unknown>, string][] = [
    [{ first: 0 }, "first must be from 1 to 50"],
    [{ first: 51 }, "first must be from 1 to 50"],
    [
      { after: "bm90LWEtY3Vyc29y" },
      "after is not a cursor of this list (ask for the first page again)",
    ],
  ];
  for (const [variables, message] of cases) {
    const { body } = await graphql(
      `
        query ($first: Int, $after: String) {
          offersConnection(product: HLT, first: $first, after: $after) {
            totalCount
          }
        }
      `,
      variables,
    );
    expect(body.errors?.[0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT" } });
  }
});
