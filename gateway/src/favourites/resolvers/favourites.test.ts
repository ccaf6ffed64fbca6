// Favourites over the mocked upstream: signed out (false, empty, SIGN_IN_REQUIRED and no call),
// Offer.isFavourite from one upstream list call for a whole search, save/remove answering the
// offer as it now is (twice is fine), the connection newest first, unknown offers, the cap, a
// session that ended and an upstream failure.
import { http, HttpResponse } from "msw";
import { buildAccount } from "../../testing/accounts-db";
import {
  favouritesDb,
  favouritesHandlers,
  resetFavouritesDb,
} from "../../testing/favourites-handlers";
import { startTestGateway, type TestGateway } from "../../testing/test-gateway";
import { accountsDb } from "../../testing/upstream-db";
import { TEST_UPSTREAM_URL } from "../../testing/upstream-handlers";
import { useUpstreamMock } from "../../testing/upstream-mock";
import { favouriteMessages } from "../favourites-messages";

const upstream = useUpstreamMock();
let gateway: TestGateway;
const ME = 811;
const OTHER = 812;

beforeAll(async () => {
  gateway = await startTestGateway({ upstreamTimeoutMs: 300 });
});
afterAll(() => gateway.close());
beforeEach(() => {
  upstream.server.use(...favouritesHandlers());
  accountsDb.accounts.push(buildAccount({ userId: ME }), buildAccount({ userId: OTHER }));
});
afterEach(() => {
  resetFavouritesDb();
  gateway.clearLogs();
});

function session(userId = ME) {
  const token = `tok-favourites-${userId}`;
  accountsDb.sessions[token] = userId;
  return { authorization: `Bearer ${token}` };
}

type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function query(
  text: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = session(),
): Promise<Data> {
  const result = await gateway.graphql(text, { headers, variables });
  expect(result.body.errors).toBeUndefined();
  return result.body.data as Data;
}

const ERRORS = `errors { field code message }`;
const SAVE = `mutation S($input: FavouriteInput!) { saveFavourite(input: $input) {
  offer { id isFavourite } ${ERRORS} } }`;
const REMOVE = `mutation R($input: FavouriteInput!) { removeFavourite(input: $input) {
  offer { id isFavourite } removedOfferId ${ERRORS} } }`;
const LIST = `query L($after: String) { favouritesConnection(first: 2, after: $after) {
  totalCount edges { cursor savedAt node { id name isFavourite } }
  pageInfo { hasNextPage endCursor } } }`;
const favouriteCalls = () =>
  Object.entries(upstream.calls()).filter(([key]) => key.includes("/api/favourites"));
const save = (offerId: string, userId = ME) => query(SAVE, { input: { offerId } }, session(userId));

describe("signed out", () => {
  it("no offer is a favourite, the list is empty and every change asks to sign in", async () => {
    const data = await query(`{ offers(product: HLT) { id isFavourite } }`, {}, {});
    expect(data.offers.every((o: Data) => o.isFavourite === false)).toBe(true);
    expect((await query(LIST, {}, {})).favouritesConnection.totalCount).toBe(0);
    const sign = [
      { field: null, code: "SIGN_IN_REQUIRED", message: favouriteMessages.SIGN_IN_REQUIRED },
    ];
    const input = { input: { offerId: "501" } };
    expect((await query(SAVE, input, {})).saveFavourite).toEqual({ offer: null, errors: sign });
    expect((await query(REMOVE, input, {})).removeFavourite.errors).toEqual(sign);
    expect(favouriteCalls()).toEqual([]);
  });
});

describe("signed in", () => {
  it("answers isFavourite for a whole search and the offer page with one list call", async () => {
    await save("502");
    await save("506", OTHER);
    upstream.calls();
    const before = favouriteCalls().length;
    const data = await query(
      `{ offers(product: HLT) { id isFavourite } offer(id: "502") { isFavourite }
         favouritesConnection { totalCount } }`,
    );
    const favourites = data.offers.filter((o: Data) => o.isFavourite).map((o: Data) => o.id);
    expect(favourites).toEqual(["502"]);
    expect(data.offer.isFavourite).toBe(true);
    expect(data.favouritesConnection.totalCount).toBe(1);
    const lists = favouriteCalls().filter(([key]) => key === "POST /api/favourites");
    expect(lists).toEqual([["POST /api/favourites", 1]]);
    expect(favouriteCalls().length - before).toBeLessThanOrEqual(3);
  });

  it("saves and removes, twice each, answering the offer as it now is", async () => {
    for (let i = 0; i < 2; i += 1)
      expect((await save("503")).saveFavourite).toEqual({
        offer: { id: "503", isFavourite: true },
        errors: [],
      });
    expect(favouritesDb.saved.filter((f) => f.user_id === ME)).toHaveLength(1);
    for (let i = 0; i < 2; i += 1)
      expect((await query(REMOVE, { input: { offerId: "503" } })).removeFavourite).toEqual({
        offer: { id: "503", isFavourite: false },
        removedOfferId: "503",
        errors: [],
      });
    expect(favouritesDb.saved).toEqual([]);
  });

  it("pages the list newest first and never shows another user's offers", async () => {
    for (const id of ["501", "504", "505"]) await save(id);
    await save("506", OTHER);
    const first = (await query(LIST)).favouritesConnection;
    expect(first.totalCount).toBe(3);
    expect(first.edges.map((e: Data) => e.node.id)).toEqual(["505", "504"]);
    expect(first.edges[0].node.isFavourite).toBe(true);
    expect(Date.parse(first.edges[0].savedAt)).not.toBeNaN();
    expect(first.pageInfo.hasNextPage).toBe(true);
    const next = (await query(LIST, { after: first.pageInfo.endCursor })).favouritesConnection;
    expect(next.edges.map((e: Data) => e.node.id)).toEqual(["501"]);
    const theirs = (await query(LIST, {}, session(OTHER))).favouritesConnection;
    expect(theirs.edges.map((e: Data) => e.node.id)).toEqual(["506"]);
  });

  it("refuses an unknown offer, the cap and an ended session with their codes", async () => {
    const notFound = [
      { field: "offerId", code: "OFFER_NOT_FOUND", message: favouriteMessages.OFFER_NOT_FOUND },
    ];
    expect((await save("9999")).saveFavourite.errors).toEqual(notFound);
    expect((await save("abc")).saveFavourite.errors).toEqual(notFound);
    favouritesDb.max = 0;
    expect((await save("501")).saveFavourite.errors).toEqual([
      { field: null, code: "FAVOURITE_LIMIT", message: favouriteMessages.FAVOURITE_LIMIT },
    ]);
    upstream.server.use(
      http.post(`${TEST_UPSTREAM_URL}/api/favourites/save`, () =>
        HttpResponse.json({ status: 0, message: "Session expired" }, { status: 401 }),
      ),
    );
    expect((await save("501")).saveFavourite.errors[0].code).toBe("SIGN_IN_REQUIRED");
  });

  it("answers FAVOURITE_SAVE_FAILED when the upstream cannot be reached, and false on a failed list", async () => {
    upstream.server.use(
      http.post(`${TEST_UPSTREAM_URL}/api/favourites/remove`, () => HttpResponse.error()),
      http.post(`${TEST_UPSTREAM_URL}/api/favourites`, () => HttpResponse.error()),
    );
    expect((await query(REMOVE, { input: { offerId: "501" } })).removeFavourite.errors).toEqual([
      {
        field: null,
        code: "FAVOURITE_SAVE_FAILED",
        message: favouriteMessages.FAVOURITE_SAVE_FAILED,
      },
    ]);
    expect((await query(`{ offer(id: "501") { isFavourite } }`)).offer.isFavourite).toBe(false);
    expect(gateway.logs().some((l) => l.msg === "favourite removal failed upstream")).toBe(true);
  });
});
