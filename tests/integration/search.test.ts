/**
 * Search through the real gateway and the real upstream, as a partner asks: every one of the 14
 * areas answers results whose details are of the area's type; sorting by price is ordered; a
 * filter narrows (and a price limit keeps the offer shown at exactly it); paging with `after`
 * walks the results even when `first` changes; a check-in before the site's first bookable
 * day is refused naming `checkIn`; prices come in EUR under an EUR cookie; suggestions in
 * Spanish, from the public-response cache; one upstream call per endpoint per request; the
 * picture route; an unreachable upstream is a retryable error, not an empty search.
 */
import { addDays } from "@travel/schema/wallet";
import {
  DESTINATION_SUGGESTIONS_QUERY,
  FULL_SEARCH_PAGE_QUERY,
  SEARCH_PAGE_QUERY,
} from "@travel/gateway/src/testing/search-documents";
import { graphqlAt, startCountedStack, type CountedStack } from "../support/stack";

let stack: CountedStack;
const call = graphqlAt(() => stack.gateway.url);

beforeAll(async () => {
  stack = await startCountedStack("search");
}, 60_000);
afterAll(() => stack?.close());

type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const today = new Date().toISOString().slice(0, 10);
/** Well after the seeded site's first bookable day (today + 2). */
const checkIn = addDays(today, 20);
const checkOut = addDays(checkIn, 3);

async function search(input: Data, extra: Data = {}, headers: Record<string, string> = {}) {
  const { body } = await call<Data>(SEARCH_PAGE_QUERY, { input, ...extra }, headers);
  expect(body.errors).toBeUndefined();
  return body.data.searchOffers as Data;
}

const hotels = { area: "HLT", checkIn, checkOut };
const amount = (money: { decimal: string }) => Number(money.decimal);

const EXPECTED_DETAILS: Record<string, string> = {
  HLT: "HotelDetails",
  HLTGD: "HotelDetails",
  RST: "HotelDetails",
  STY: "RentalDetails",
  SBM: "RentalDetails",
  CND: "RentalDetails",
  WEK: "RentalDetails",
  ACT: "ActivityDetails",
  DTPS: "DreamTripDetails",
  FLT: "FlightDetails",
  PKG: "PackageDetails",
  CAR: "CarDetails",
  CRU: "CruiseDetails",
  TRA: "TransferDetails",
};

test("every area answers results with its details, with a full page of 50 (query limits)", async () => {
  for (const [area, typename] of Object.entries(EXPECTED_DETAILS)) {
    // a week is sold from its start weekday: some day of the week has weeks on sale
    let found: Data | null = null;
    for (let day = 0; day < 7 && !found?.totalCount; day += 1) {
      const start = addDays(checkIn, day);
      const { body } = await call<Data>(FULL_SEARCH_PAGE_QUERY, {
        input: { area, checkIn: start, checkOut: addDays(start, 3) },
      });
      expect(body.errors).toBeUndefined();
      found = body.data.searchOffers;
    }
    const nodes = (found!.edges as Data[]).map((e) => e.node);
    expect({ area, count: nodes.length > 0 }).toEqual({ area, count: true });
    expect(new Set(nodes.map((n) => n.area))).toEqual(new Set([area]));
    expect(new Set(nodes.map((n) => n.details.__typename))).toEqual(new Set([typename]));
    expect(nodes[0].total.currency).toBe("USD");
    expect(nodes[0].baseTotal).toEqual({ decimal: nodes[0].total.decimal, currency: "USD" });
    expect(nodes[0].imageUrl).toMatch(/^\/offer-images\/\d+\.svg$/);
  }
});

test("sorting by price orders the totals, both ways", async () => {
  const up = await search({ ...hotels, sort: "PRICE" }, { first: 50 });
  const totals = up.edges.map((e: Data) => amount(e.node.baseTotal));
  expect(totals.length).toBeGreaterThan(5);
  expect(totals).toEqual([...totals].sort((a, b) => a - b));
  const down = await search({ ...hotels, sort: "PRICE_DESC" }, { first: 50 });
  const falling = down.edges.map((e: Data) => amount(e.node.baseTotal));
  expect(falling).toEqual([...falling].sort((a, b) => b - a));
});

test("a filter narrows, and a price limit keeps the offer shown at exactly it (in EUR too)", async () => {
  const all = await search(hotels, { first: 50 });
  const fiveStars = await search({ ...hotels, filters: { stars: [5] } }, { first: 50 });
  expect(fiveStars.totalCount).toBeGreaterThan(0);
  expect(fiveStars.totalCount).toBeLessThan(all.totalCount);
  expect(fiveStars.edges.every((e: Data) => e.node.stars === 5)).toBe(true);

  const euro = { cookie: "currency_code=EUR" };
  const priced = await search({ ...hotels, sort: "PRICE" }, { first: 50 }, euro);
  const middle = priced.edges[Math.floor(priced.edges.length / 2)].node.total;
  expect(middle.currency).toBe("EUR");
  const capped = await search(
    { ...hotels, sort: "PRICE", filters: { priceMax: middle.decimal } },
    { first: 50 },
    euro,
  );
  const shown = capped.edges.map((e: Data) => amount(e.node.total));
  expect(shown.every((t: number) => t <= amount(middle))).toBe(true);
  expect(shown).toContain(amount(middle));
  const floor = await search(
    { ...hotels, sort: "PRICE", filters: { priceMin: middle.decimal } },
    { first: 50 },
    euro,
  );
  expect(floor.edges[0].node.total.decimal).toBe(middle.decimal);
});

test("paging with after walks the results, even when first changes", async () => {
  const flights = { area: "FLT", checkIn };
  const all = await search(flights, { first: 50 });
  expect(all.totalCount).toBeGreaterThan(20);
  const ids = all.edges.map((e: Data) => e.node.id);
  const first = await search(flights, { first: 3 });
  expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
  const next = await search(flights, { first: 7, after: first.pageInfo.endCursor });
  expect(next.pageInfo.hasPreviousPage).toBe(true);
  expect(next.totalCount).toBe(all.totalCount);
  // from 10 no page of at most 50 holds 50 results: this one is shorter, and says more follow
  const rest = await search(flights, { first: 50, after: next.pageInfo.endCursor });
  expect(rest.edges.length).toBe(40);
  expect(rest.pageInfo.hasNextPage).toBe(all.totalCount > 50);
  const walked = [first, next, rest].flatMap((p) => p.edges.map((e: Data) => e.node.id));
  expect(walked).toEqual(ids);
});

test("a check-in before the first bookable day, or out of range, is refused naming the field", async () => {
  const refused = async (input: Data, extra: Data = {}) => {
    const { body } = await call<Data>(SEARCH_PAGE_QUERY, { input, ...extra });
    return body.errors?.map((e) => ({ code: e.extensions?.code, field: e.extensions?.field }));
  };
  const bad = (field: string) => [{ code: "BAD_USER_INPUT", field }];
  expect(await refused({ ...hotels, checkIn: addDays(today, -1) })).toEqual(bad("checkIn"));
  expect(await refused({ ...hotels, checkIn: today })).toEqual(bad("checkIn"));
  expect(await refused({ area: "HLT", checkIn })).toEqual(bad("checkOut"));
  // refused by the upstream (the last day on sale), mapped to the same field
  const late = addDays(today, 400);
  expect(await refused({ ...hotels, checkIn: late, checkOut: addDays(late, 2) })).toEqual(
    bad("checkIn"),
  );
  expect(await refused({ ...hotels, rooms: 3, guests: 2 })).toEqual(bad("rooms"));
  expect(await refused({ ...hotels, filters: { priceMin: "20", priceMax: "10" } })).toEqual(
    bad("filters.priceMin"),
  );
  expect(await refused(hotels, { first: 51 })).toEqual(bad("first"));
  // a message the site has labels for comes in the visitor's language, the field unchanged
  const long = { input: { ...hotels, destination: "x".repeat(101) } };
  const english = (await call<Data>(SEARCH_PAGE_QUERY, long)).body.errors?.[0];
  const spanish = (await call<Data>(SEARCH_PAGE_QUERY, long, { cookie: "language=es-ES" })).body
    .errors?.[0];
  expect(english?.message).toBe("Must be at most 100 characters");
  expect(spanish?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "destination" });
  expect(spanish?.message).toMatch(/100/);
  expect(spanish?.message).not.toBe(english?.message);
  expect(await refused(hotels, { after: "nonsense" })).toEqual(bad("after"));
});

test("suggestions in Spanish, shared by the public cache; one upstream call per endpoint", async () => {
  const spanish = { cookie: "language=es-ES" };
  const ask = () => call<Data>(DESTINATION_SUGGESTIONS_QUERY, { query: "lis" }, spanish);
  const { body, res } = await ask();
  expect(body.errors).toBeUndefined();
  expect(body.data.destinationSuggestions[0].destination).toMatchObject({
    name: "Lisboa",
    airportCode: "LIS",
  });
  expect(res.headers.get("x-cache")).toBe("miss");
  stack.proxy.reset();
  expect((await ask()).res.headers.get("x-cache")).toBe("hit");
  expect(stack.proxy.counts()).toEqual({});
  const english = await call<Data>(DESTINATION_SUGGESTIONS_QUERY, { query: "lis" });
  expect(english.body.data.destinationSuggestions[0].destination.name).toBe("Lisbon");

  const both = `query Both($input: OfferSearchInput!) {
    a: searchOffers(input: $input, first: 5) { totalCount nodes { id } }
    b: searchOffers(input: $input, first: 5) { edges { cursor } }
    c: destinationSuggestions(query: "bar") { destination { name } }
    d: destinationSuggestions(query: "bar") { offerCount }
  }`;
  stack.proxy.reset();
  const mixed = await call<Data>(both, { input: hotels });
  expect(mixed.body.errors).toBeUndefined();
  expect(mixed.res.headers.get("x-cache")).toBe("bypass");
  const counts = stack.proxy.counts();
  expect(counts["POST /api/offers/search"]).toBe(1);
  expect(counts["POST /api/destinations/suggest"]).toBe(1);
});

test("the picture route serves the upstream's SVG, safely, compressed and cached", async () => {
  const page = await search(hotels, { first: 1 });
  const url = `${stack.gateway.url}${page.edges[0].node.imageUrl}`;
  stack.proxy.reset();
  const res = await fetch(url, { headers: { "accept-encoding": "br" } });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
  expect(res.headers.get("cache-control")).toBe("public, max-age=86400");
  expect(res.headers.get("content-security-policy")).toMatch(/default-src 'none'.*sandbox/);
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(res.headers.get("content-encoding")).toBe("br");
  expect(await res.text()).toMatch(/^<svg/);
  expect((await fetch(url)).status).toBe(200);
  const imageCalls = Object.entries(stack.proxy.counts()).filter(([k]) => k.includes("image.svg"));
  expect(imageCalls).toEqual([[expect.stringMatching(/^GET \/api\/offers\/\d+\/image\.svg$/), 1]]);
  expect((await fetch(`${stack.gateway.url}/offer-images/999999.svg`)).status).toBe(404);
  expect((await fetch(`${stack.gateway.url}/offer-images/abc.svg`)).status).toBe(400);
});

test("a Spanish visitor's pictures carry their language and write the offer's Spanish name", async () => {
  const spanish = { cookie: "language=es-ES" };
  const [english] = (await search(hotels, { first: 1 })).edges;
  const [inSpanish] = (await search(hotels, { first: 1 }, spanish)).edges;
  expect(inSpanish.node.id).toBe(english.node.id);
  expect(inSpanish.node.name).not.toBe(english.node.name);
  expect(inSpanish.node.imageUrl).toBe(`${english.node.imageUrl}?language=es-ES`);
  const escaped = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.codePointAt(0) ?? 0};`);
  stack.proxy.reset();
  const picture = async (path: string) => {
    const res = await fetch(`${stack.gateway.url}${path}`);
    expect(res.status).toBe(200);
    return res.text();
  };
  const imageCalls = () =>
    Object.entries(stack.proxy.counts())
      .filter(([k]) => k.includes("image.svg"))
      .reduce((sum, [, n]) => sum + n, 0);
  const spanishSvg = await picture(inSpanish.node.imageUrl);
  expect(spanishSvg).toContain(escaped(inSpanish.node.name).slice(0, 20));
  expect(spanishSvg).not.toContain(escaped(english.node.name).slice(0, 20));
  expect(imageCalls()).toBe(1);
  // each language's picture is kept apart: the Spanish one is asked of the upstream once
  expect(await picture(inSpanish.node.imageUrl)).toBe(spanishSvg);
  expect(imageCalls()).toBe(1);
  expect(await picture(english.node.imageUrl)).toContain(escaped(english.node.name).slice(0, 20));
  const bad = await fetch(`${stack.gateway.url}${english.node.imageUrl}?language=%3Cscript%3E`);
  expect([bad.status, await bad.text()]).toEqual([
    400,
    "The picture's language must be a language tag, such as es-ES.",
  ]);
});

test("an unreachable upstream is a retryable error, never an empty search", async () => {
  stack.proxy.setMode("fail");
  try {
    const { body } = await call<Data>(SEARCH_PAGE_QUERY, { input: { ...hotels, guests: 3 } });
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: "UPSTREAM_UNAVAILABLE",
      retryable: true,
    });
  } finally {
    stack.proxy.setMode("pass");
  }
});
