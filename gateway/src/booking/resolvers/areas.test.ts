/**
 * Offers of every product area through the gateway over the mocked upstream: Offer's area,
 * product (null outside the wallet's four), place, origin, details and picture; quotes and
 * bookings of a car (rental days), a week (its start weekday, units), a flight (passengers) and a
 * hotel with rooms (the rooms sent to the upstream); the offer's guest limit refused as
 * INVALID_GUESTS naming it; a week checked in on another weekday; no certificate prompt outside the
 * wallet products.
 */
import { buildAccount } from "../../testing/accounts-db";
import { buildOffer } from "../../testing/offer-factories";
import { startTestGateway, type TestGateway } from "../../testing/test-gateway";
import { accountsDb, walletDb } from "../../testing/upstream-db";
import { useUpstreamMock } from "../../testing/upstream-mock";
import { dayFromToday, WALLET_DEMO_USER_ID } from "../../testing/wallet-db";

useUpstreamMock();
let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(() => gateway.close());
beforeEach(() => {
  accountsDb.accounts.push(
    buildAccount({ userId: WALLET_DEMO_USER_ID, email: "wallet@example.com", can_user_book: 1 }),
  );
  walletDb.offers.push(
    buildOffer({ offer_id: 701, product_code: "FLT", price_usd: 300, max_guests: 9 }),
    buildOffer({ offer_id: 702, product_code: "CAR", price_usd: 40, max_guests: 5 }),
    buildOffer({ offer_id: 703, product_code: "WEK", price_usd: 900, max_guests: 4 }),
    buildOffer({ offer_id: 704, product_code: "HLTGD", price_usd: 120, max_guests: 2 }),
    buildOffer({ offer_id: 705, product_code: "TRA", price_usd: 55, max_guests: 3 }),
  );
});

function session(userId = 7, token = `tok-areas-${userId}`) {
  accountsDb.sessions[token] = userId;
  return { authorization: `Bearer ${token}` };
}

const graphql = (
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string> = session(),
  cookies: Record<string, string> = {},
) => gateway.graphql(query, { variables, headers, cookies });

const OFFER = `query O($id: ID!) { offer(id: $id) {
  id area product priceUnit maxGuests startWeekday imageUrl
  place { id name countryCode airportCode latitude longitude }
  origin { id name airportCode }
  details { __typename
    ... on FlightDetails { cabin stops legs { flightNumber from to } }
    ... on CarDetails { carClass seats pickUp { name airportCode } }
    ... on RentalDetails { nights resort }
    ... on HotelDetails { discountPercent wasTotal { amount currency } }
    ... on TransferDetails { vehicle distanceKm } } } }`;
const QUOTE = `query Q($input: QuoteInput!) { quote(input: $input) {
  units subtotal { amount currency } total { amount currency } certificatePromptRequired
  cashCard { limit { amount } } } }`;
const BOOK = `mutation B($input: BookOfferInput!) { bookOffer(input: $input) {
  reservation { id guests rooms checkOut offer { area product } total { amount currency } }
  errors { field code message } } }`;

/** A Saturday (ISO weekday 6, the test week's start) at least 3 days ahead. */
function saturday(): string {
  for (let d = 3; ; d++) {
    const day = dayFromToday(d);
    if (new Date(`${day}T00:00:00Z`).getUTCDay() === 6) return day;
  }
}

const createBodies = () =>
  walletDb.received
    .filter((r) => r.path === "/api/reservations")
    .map((r) => r.body as Record<string, unknown>)
    .filter((b) => b.action === "create");

describe("Query.offer in every area", () => {
  it("gives a flight's area, place, origin and details; product null", async () => {
    const { body } = await graphql(OFFER, { id: "701" });
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({
      offer: {
        id: "701",
        area: "FLT",
        product: null,
        priceUnit: "PERSON",
        maxGuests: 9,
        startWeekday: null,
        imageUrl: "/offer-images/701.svg",
        place: {
          id: "4",
          name: "Cancún",
          countryCode: "MX",
          airportCode: "CUN",
          latitude: 21.1619,
          longitude: -86.8515,
        },
        origin: { id: "1", name: "Lisbon", airportCode: "LIS" },
        details: {
          __typename: "FlightDetails",
          cabin: "ECONOMY",
          stops: 0,
          legs: [{ flightNumber: "TP1352", from: "LIS", to: "CUN" }],
        },
      },
    });
  });

  it.each([
    ["702", "CAR", "DAY", "CarDetails"],
    ["703", "WEK", "WEEK", "RentalDetails"],
    ["704", "HLTGD", "NIGHT", "HotelDetails"],
    ["705", "TRA", "TRIP", "TransferDetails"],
  ])("gives offer %s of %s priced per %s with its %s", async (id, area, unit, details) => {
    const { body } = await graphql(OFFER, { id });
    const offer = (body.data as { offer: Record<string, any> }).offer; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(offer).toMatchObject({ area, product: null, priceUnit: unit, origin: null });
    expect(offer.details.__typename).toBe(details);
    // a week's start weekday (ISO, 6 Saturday) for the booking view's date field; any day elsewhere
    expect(offer.startWeekday).toBe(area === "WEK" ? 6 : null);
  });

  it("shows a hotel deal's price before the discount for one night", async () => {
    const { body } = await graphql(OFFER, { id: "704" });
    expect((body.data as { offer: { details: unknown } }).offer.details).toEqual({
      __typename: "HotelDetails",
      discountPercent: 20,
      wasTotal: { amount: 250, currency: "USD" },
    });
  });
});

describe("quotes and bookings in every area", () => {
  it("charges a car per rental day and books it with its drop-off day", async () => {
    const trip = { offerId: "702", checkIn: dayFromToday(4), checkOut: dayFromToday(7), guests: 2 };
    const { body } = await graphql(QUOTE, { input: { trip } });
    expect(body.data).toMatchObject({
      quote: { units: 3, subtotal: { amount: 120 }, certificatePromptRequired: false },
    });
    const booked = await graphql(BOOK, {
      input: { trip, requestId: `req-areas-car-${Date.now()}`, expectedTotal: 120 },
    });
    expect(booked.body.data).toMatchObject({
      bookOffer: {
        errors: [],
        reservation: { rooms: 1, checkOut: dayFromToday(7), offer: { area: "CAR", product: null } },
      },
    });
    expect(createBodies().at(-1)).toMatchObject({ check_out: dayFromToday(7), rooms: 1 });
  });

  it("books a hotel with rooms: the price and the booking count them", async () => {
    const trip = {
      offerId: "704",
      checkIn: dayFromToday(4),
      checkOut: dayFromToday(6),
      guests: 4,
      rooms: 2,
    };
    const { body } = await graphql(QUOTE, { input: { trip, certificatePrompt: "DECLINE" } });
    expect(body.data).toMatchObject({ quote: { units: 2, subtotal: { amount: 480 } } });
    // the traveller's HLT certificate matches a hotel deal (HLTGD) partially: the total is less
    const total = (body.data as { quote: { total: { amount: number } } }).quote.total.amount;
    const booked = await graphql(BOOK, {
      input: {
        trip,
        certificatePrompt: "DECLINE",
        requestId: `req-areas-rooms-${Date.now()}`,
        expectedTotal: total,
      },
    });
    expect(booked.body.data).toMatchObject({
      bookOffer: { errors: [], reservation: { guests: 4, rooms: 2 } },
    });
    expect(createBodies().at(-1)).toMatchObject({ guests: 4, rooms: 2, subtotal_usd: 480 });
  });

  it("refuses more guests than the offer holds, naming the limit; a quote as bad input", async () => {
    const car = { offerId: "702", checkIn: dayFromToday(4), checkOut: dayFromToday(6), guests: 6 };
    const refused = await graphql(BOOK, {
      input: { trip: car, requestId: `req-areas-crowd-${Date.now()}`, expectedTotal: 80 },
    });
    expect(refused.body.data).toEqual({
      bookOffer: {
        reservation: null,
        errors: [
          {
            field: "trip.guests",
            code: "INVALID_GUESTS",
            message: "This offer takes at most 5 guests. Please choose fewer guests.",
          },
        ],
      },
    });
    const hotel = { ...car, offerId: "704", guests: 5, rooms: 2 };
    const quoted = await graphql(QUOTE, { input: { trip: hotel } }, session(), {
      language: "es-ES",
    });
    expect(quoted.body.errors).toEqual([
      expect.objectContaining({
        extensions: expect.objectContaining({
          code: "BAD_USER_INPUT",
          field: "trip.guests",
          reason: "INVALID_GUESTS",
        }),
      }),
    ]);
    expect(createBodies()).toEqual([]);
  });

  it("starts a week on its start weekday, units for rooms", async () => {
    const start = saturday();
    const trip = { offerId: "703", checkIn: start, guests: 6, rooms: 2 };
    const { body } = await graphql(QUOTE, { input: { trip } });
    expect(body.data).toMatchObject({ quote: { units: 1, subtotal: { amount: 1800 } } });
    const sunday = new Date(Date.parse(`${start}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    const refused = await graphql(BOOK, {
      input: {
        trip: { ...trip, checkIn: sunday },
        requestId: `req-areas-week-${Date.now()}`,
        expectedTotal: 1800,
      },
    });
    expect(refused.body.data).toEqual({
      bookOffer: {
        reservation: null,
        errors: [
          {
            field: "trip.checkIn",
            code: "INVALID_DATES",
            message:
              "This offer's weeks start on Saturdays. Please choose a Saturday as the check-in day.",
          },
        ],
      },
    });
  });

  it("never asks the certificate prompt outside the wallet products", async () => {
    const trip = { offerId: "701", checkIn: dayFromToday(5), guests: 2 };
    const headers = session(WALLET_DEMO_USER_ID, "tok-areas-wallet");
    const { body } = await graphql(QUOTE, { input: { trip } }, headers);
    expect(body.errors).toBeUndefined();
    const quote = (body.data as { quote: Record<string, any> }).quote; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(quote).toMatchObject({
      units: 2,
      subtotal: { amount: 600 },
      certificatePromptRequired: false,
    });
    // a HLT certificate matches a hotel deal (HLTGD) partially, but still no prompt there
    const deal = { offerId: "704", checkIn: dayFromToday(5), checkOut: dayFromToday(6), guests: 2 };
    const dealQuote = await graphql(QUOTE, { input: { trip: deal } }, headers);
    expect(dealQuote.body.data).toMatchObject({ quote: { certificatePromptRequired: false } });
  });
});
