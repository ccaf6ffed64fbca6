// The trip's price from the offer's calendar over the mocked upstream (POST /api/offers/price):
// the quote's subtotal is the calendar's total (not Offer.price × nights), in the traveller's
// currency; bookOffer sends that total as subtotal_usd; a sold-out day refuses the quote
// (BAD_USER_INPUT SOLD_OUT) and the booking before anything is sent; the upstream's SOLD_OUT and
// PRICE_CHANGED reach the traveller as user errors on their fields.
import { http, HttpResponse } from "msw";
import { buildAccount } from "../../testing/accounts-db";
import { startTestGateway, type TestGateway } from "../../testing/test-gateway";
import { accountsDb, walletDb } from "../../testing/upstream-db";
import { TEST_UPSTREAM_URL } from "../../testing/upstream-handlers";
import { useUpstreamMock } from "../../testing/upstream-mock";
import { dayFromToday } from "../../testing/wallet-db";

const upstream = useUpstreamMock();
let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway({ upstreamTimeoutMs: 300, upstreamWriteTimeoutMs: 300 });
});
afterAll(() => gateway.close());
afterEach(() => gateway.clearLogs());

function session(userId = 7, token = `tok-calendar-${userId}`) {
  accountsDb.sessions[token] = userId;
  return { authorization: `Bearer ${token}` };
}

const CHECK_IN = dayFromToday(3);
const NEXT = dayFromToday(4);
const CHECK_OUT = dayFromToday(5);
const trip = { offerId: "501", checkIn: CHECK_IN, checkOut: CHECK_OUT, guests: 2 };
const QUOTE = `query Q($input: QuoteInput!) { quote(input: $input) {
  units subtotal { amount currency } total { amount currency } } offer(id: "501") { price { amount } } }`;
const BOOK = `mutation B($input: BookOfferInput!) { bookOffer(input: $input) {
  reservation { id total { amount currency } } errors { field code message } } }`;
let counter = 0;
const book = async (expectedTotal: number, headers = session()) =>
  (
    await gateway.graphql(BOOK, {
      headers,
      variables: {
        input: {
          requestId: `req-calendar-${++counter}-${Date.now()}`,
          expectedTotal,
          trip,
          certificatePrompt: "DECLINE",
          selection: { product: "HLT", certificateId: null, discountCardIds: [] },
        },
      },
    })
  ).body.data?.bookOffer as {
    reservation: { id: string } | null;
    errors: { field: string | null; code: string; message: string }[];
  };
const createCalls = () =>
  walletDb.received.filter(
    (r) => r.path === "/api/reservations" && (r.body as { action?: string }).action === "create",
  );

beforeEach(() => {
  accountsDb.accounts.push(buildAccount({ userId: 7, email: "cal@example.com", can_user_book: 1 }));
  // offer 501 is 150 a night from; these two nights cost 160 and 175.50
  walletDb.calendar[`501:${CHECK_IN}`] = { price_usd: 160, units_left: 2 };
  walletDb.calendar[`501:${NEXT}`] = { price_usd: 175.5, units_left: 1 };
});

describe("the calendar's price", () => {
  it("quotes the sum of the nights' prices, the offer's price staying the lowest per night", async () => {
    const { body } = await gateway.graphql(QUOTE, { variables: { input: { trip } } });
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({
      quote: {
        units: 2,
        subtotal: { amount: 335.5, currency: "USD" },
        total: { amount: 335.5, currency: "USD" },
      },
      offer: { price: { amount: 150 } },
    });
  });

  it("quotes in the traveller's currency with the money module's rounding", async () => {
    const { body } = await gateway.graphql(QUOTE, {
      variables: { input: { trip } },
      cookies: { currency_code: "EUR" },
    });
    // the test rates: 1 USD = 0.92 EUR; 335.50 × 0.92 = 308.66
    expect(body.data?.quote).toMatchObject({ subtotal: { amount: 308.66, currency: "EUR" } });
  });

  it("books with the calendar's total as subtotal_usd", async () => {
    const result = await book(335.5);
    expect(result.errors).toEqual([]);
    expect(createCalls()[0]?.body).toMatchObject({ subtotal_usd: 335.5, total: 335.5 });
  });

  it("refuses the old price × nights total with PRICE_CHANGED", async () => {
    expect((await book(300)).errors).toEqual([
      { field: "expectedTotal", code: "PRICE_CHANGED", message: expect.any(String) },
    ]);
    expect(createCalls()).toEqual([]);
  });
});

describe("a sold-out day", () => {
  beforeEach(() => {
    walletDb.calendar[`501:${NEXT}`] = { price_usd: 175.5, units_left: 0 };
  });

  it("refuses the quote with BAD_USER_INPUT SOLD_OUT naming the day", async () => {
    const { body } = await gateway.graphql(QUOTE, { variables: { input: { trip } } });
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: `This trip is sold out or not on sale on ${NEXT}. Please choose other dates.`,
        extensions: expect.objectContaining({
          code: "BAD_USER_INPUT",
          field: "trip.checkIn",
          reason: "SOLD_OUT",
        }),
      }),
    ]);
  });

  it("refuses the booking with SOLD_OUT on trip.checkIn before sending it", async () => {
    expect((await book(335.5)).errors).toEqual([
      {
        field: "trip.checkIn",
        code: "SOLD_OUT",
        message: `This trip is sold out or not on sale on ${NEXT}. Please choose other dates.`,
      },
    ]);
    expect(createCalls()).toEqual([]);
  });
});

describe("a trip the upstream does not price", () => {
  it("refuses the quote and the booking as not on sale; a failed call fails the booking", async () => {
    upstream.server.use(
      http.post(`${TEST_UPSTREAM_URL}/api/offers/price`, () =>
        HttpResponse.json(
          { status: 0, message: "guests must be a whole number from 1 to 9" },
          { status: 400 },
        ),
      ),
    );
    const { body } = await gateway.graphql(QUOTE, { variables: { input: { trip } } });
    expect(body.errors?.[0]).toMatchObject({
      message:
        "This trip is not on sale for these dates and guests. Please choose other dates or fewer guests.",
      extensions: { code: "BAD_USER_INPUT", field: "trip.checkIn", reason: "SOLD_OUT" },
    });
    expect((await book(335.5)).errors.map((e) => e.code)).toEqual(["SOLD_OUT"]);
    upstream.server.use(
      http.post(`${TEST_UPSTREAM_URL}/api/offers/price`, () =>
        HttpResponse.json({ status: 0, message: "Internal error" }, { status: 500 }),
      ),
    );
    expect((await book(335.5)).errors.map((e) => e.code)).toEqual(["BOOKING_FAILED"]);
    expect(createCalls()).toEqual([]);
  });
});

describe("the upstream's refusals", () => {
  it.each([
    ["SOLD_OUT", `The offer is sold out on ${NEXT}`, "trip.checkIn"],
    ["PRICE_CHANGED", "The price of this trip is now 340.00 USD, not 335.50", "expectedTotal"],
  ])("maps %s (%s) to a user error on %s", async (code, message, field) => {
    upstream.server.use(
      http.post(`${TEST_UPSTREAM_URL}/api/reservations`, async ({ request }) => {
        const body = (await request.json()) as { action?: string };
        if (body.action === "find") return HttpResponse.json({ status: 1, reservation: null });
        return HttpResponse.json({ status: 0, code, message }, { status: 409 });
      }),
    );
    const result = await book(335.5);
    expect(result.reservation).toBeNull();
    expect(result.errors).toEqual([{ field, code, message: expect.any(String) }]);
    if (code === "SOLD_OUT") expect(result.errors[0]?.message).toContain(NEXT);
  });
});
