/**
 * Favourites through the real gateway and the real upstream, signed in with bearer tokens: the
 * demo traveller and the demo agent each save offers and see only their own in
 * favouritesConnection and in Offer.isFavourite; a whole search's isFavourite costs one upstream
 * list call; saving and removing twice changes nothing more; signed out nothing is a favourite.
 */
import { addDays } from "@travel/schema/wallet";
import { DEMO_ACCOUNTS } from "@travel/upstream";
import {
  bearerSignIn,
  graphqlAt,
  startCountedStack,
  type CountedStack,
  type GraphQLCaller,
} from "../support/stack";

let stack: CountedStack;
const call: GraphQLCaller = graphqlAt(() => stack.gateway.url);
let traveller: Record<string, string>;
let agent: Record<string, string>;

beforeAll(async () => {
  stack = await startCountedStack("favourites");
  const { traveller: t, agent: a } = DEMO_ACCOUNTS;
  traveller = await bearerSignIn(call, t.email, t.password);
  agent = await bearerSignIn(call, a.email, a.password);
}, 60_000);
afterAll(() => stack?.close());

type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function data(query: string, headers: Record<string, string>, variables = {}) {
  const { body } = await call<Data>(query, variables, headers);
  expect(body.errors).toBeUndefined();
  return body.data as Data;
}

const change = (mutation: string, offerId: string, headers: Record<string, string>) =>
  data(
    `mutation ($input: FavouriteInput!) { ${mutation}(input: $input) {
      offer { id isFavourite } errors { code } } }`,
    headers,
    { input: { offerId } },
  ).then((d) => d[mutation]);
const favouriteIds = async (headers: Record<string, string>) =>
  (
    await data(`{ favouritesConnection(first: 50) { nodes { id isFavourite } } }`, headers)
  ).favouritesConnection.nodes.map((n: { id: string }) => n.id);

test("two users' favourites never mix, and saving or removing twice is harmless", async () => {
  for (const id of ["101", "102", "102"])
    expect(await change("saveFavourite", id, traveller)).toEqual({
      offer: { id, isFavourite: true },
      errors: [],
    });
  await change("saveFavourite", "103", agent);
  expect(await favouriteIds(traveller)).toEqual(["102", "101"]);
  expect(await favouriteIds(agent)).toEqual(["103"]);

  const offers = `{ offers(product: HLT) { id isFavourite } }`;
  stack.proxy.reset();
  const seen = (await data(offers, agent)).offers as { id: string; isFavourite: boolean }[];
  expect(seen.filter((o) => o.isFavourite).map((o) => o.id)).toEqual(["103"]);
  expect(stack.proxy.counts()["POST /api/favourites"]).toBe(1);
  const anonymous = (await data(offers, {})).offers as { isFavourite: boolean }[];
  expect(anonymous.some((o) => o.isFavourite)).toBe(false);

  for (let i = 0; i < 2; i += 1)
    expect(await change("removeFavourite", "102", traveller)).toEqual({
      offer: { id: "102", isFavourite: false },
      errors: [],
    });
  expect(await favouriteIds(traveller)).toEqual(["101"]);
  expect(await favouriteIds(agent)).toEqual(["103"]);
  expect((await change("saveFavourite", "101", {})).errors).toEqual([{ code: "SIGN_IN_REQUIRED" }]);
});

test("a search's results carry the hearts of the one asking, from one list call a page", async () => {
  const today = new Date().toISOString().slice(0, 10);
  const checkIn = addDays(today, 20);
  const search = async (headers: Record<string, string>) =>
    (
      await data(
        `query ($input: OfferSearchInput!) { searchOffers(input: $input, first: 20) {
          nodes { id isFavourite } } }`,
        headers,
        { input: { area: "CAR", checkIn, checkOut: addDays(checkIn, 3) } },
      )
    ).searchOffers.nodes as { id: string; isFavourite: boolean }[];

  const [first, second] = await search(traveller);
  expect(first && second).toBeTruthy();
  // a car, not a hotel: every area's offers can be saved
  expect(await change("saveFavourite", first!.id, traveller)).toEqual({
    offer: { id: first!.id, isFavourite: true },
    errors: [],
  });
  stack.proxy.reset();
  const seen = await search(traveller);
  expect(seen.filter((r) => r.isFavourite).map((r) => r.id)).toEqual([first!.id]);
  expect(stack.proxy.counts()["POST /api/favourites"]).toBe(1);
  expect((await search(agent)).some((r) => r.isFavourite)).toBe(false);
  expect((await search({})).some((r) => r.isFavourite)).toBe(false);
  expect(await favouriteIds(traveller)).toContain(first!.id);
  await change("removeFavourite", first!.id, traveller);
  expect((await search(traveller)).some((r) => r.isFavourite)).toBe(false);
});
