// The cash card in quotes and bookings over the mocked upstream: the balance and the most a trip
// can use, the amount taken off last (never below zero), the typed refusals (INVALID_CASH_AMOUNT,
// CASH_CARD_NOT_ENABLED, CASH_CARD_OVER_BALANCE, CASH_CARD_OVER_DUE), the spend sent to the
// upstream in the card's currency, the upstream's own refusals, and one call per endpoint.
import { http, HttpResponse } from "msw";
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

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function session(userId = 7, token = `tok-cash-${userId}`) {
  accountsDb.sessions[token] = userId;
  return { authorization: `Bearer ${token}` };
}

async function graphql(
  text: string,
  variables: Json,
  cookies: Record<string, string> = {},
): Promise<{ data?: Json; errors?: Json[] }> {
  return (await gateway.graphql(text, { headers: session(), variables, cookies })).body as Json;
}

const MONEY = "{ decimal currency }";
const QUOTE = `query Q($input: QuoteInput!) { quote(input: $input) {
  total ${MONEY} lines { code label amount ${MONEY} }
  cashCard { card { id } balance ${MONEY} limit ${MONEY} applied ${MONEY} } } }`;
const BOOK = `mutation B($input: BookOfferInput!) { bookOffer(input: $input) {
  reservation { id total ${MONEY} cardsUsed { id kind } }
  errors { field code message } } }`;

const trip = (over: Json = {}) => ({
  offerId: "501",
  checkIn: dayFromToday(3),
  checkOut: dayFromToday(5),
  guests: 2,
  ...over,
});
const hotelCertificate = { product: "HLT", certificateId: "CERT-HLT-001:1001" };
const usd = (decimal: string) => ({ decimal, currency: "USD" });

async function quote(input: Json, cookies: Record<string, string> = {}) {
  const result = await graphql(QUOTE, { input: { trip: trip(), ...input } }, cookies);
  expect(result.errors).toBeUndefined();
  return result.data?.quote as Json;
}

let requests = 0;
async function book(input: Json) {
  const result = await graphql(BOOK, {
    input: { requestId: `req-cash-${++requests}-${Date.now()}`, trip: trip(), ...input },
  });
  expect(result.errors).toBeUndefined();
  return result.data?.bookOffer as Json;
}
const createCalls = () =>
  walletDb.received.filter(
    (r) => r.path === "/api/reservations" && (r.body as Json).action === "create",
  );
const balance = () => walletDb.cards.find((c) => c.payment_card_id === 1201)?.card_amount;

describe("Query.quote with the cash card", () => {
  it("shows the balance and the most the trip can use, and takes nothing unasked", async () => {
    // 300 for two nights, the 120 certificate leaves 180: the whole 150 balance can be used
    expect(await quote({ selection: hotelCertificate })).toEqual({
      total: usd("180.00"),
      lines: [
        { code: "BASE", label: "Price", amount: usd("300.00") },
        { code: "CERTIFICATE", label: "Hotel Stay Certificate", amount: usd("-120.00") },
      ],
      cashCard: {
        card: { id: "CASH-USD-001:1201" },
        balance: usd("150.00"),
        limit: usd("150.00"),
        applied: usd("0.00"),
      },
    });
  });

  it("takes the amount chosen off last, exactly", async () => {
    const q = await quote({ selection: hotelCertificate, cashCardAmount: "50.25" });
    expect(q.total).toEqual(usd("129.75"));
    expect(q.lines[2]).toEqual({
      code: "CASH_CARD",
      label: "Wayfarer Cash Card",
      amount: usd("-50.25"),
    });
    expect(q.cashCard.applied).toEqual(usd("50.25"));
    // a number is read as a decimal too; 0 takes nothing
    expect((await quote({ selection: hotelCertificate, cashCardAmount: 0 })).total).toEqual(
      usd("180.00"),
    );
  });

  it("limits it to what remains after the certificate: all of it pays to zero", async () => {
    // 33 for one night at the inn: the certificate covers it, nothing remains
    const inn = trip({ offerId: "502", checkOut: dayFromToday(4) });
    const q = await quote({ trip: inn, selection: hotelCertificate });
    expect(q.cashCard.limit).toEqual(usd("0.00"));
    // without a certificate, the 33 can be paid by the cash card in full
    const cash = await quote({ trip: inn, selection: { product: "HLT" }, cashCardAmount: "33" });
    expect(cash.total).toEqual(usd("0.00"));
  });

  it("converts the balance to the traveller's currency and spends it back in the card's", async () => {
    const q = await quote(
      { selection: hotelCertificate, cashCardAmount: "138" },
      {
        currency_code: "EUR",
      },
    );
    expect(q.cashCard.balance).toEqual({ decimal: "138.00", currency: "EUR" });
    expect(q.total).toEqual({ decimal: "27.60", currency: "EUR" });
  });

  it.each([
    ["1.001", "INVALID_CASH_AMOUNT"],
    ["-5", "INVALID_CASH_AMOUNT"],
    ["150.01", "CASH_CARD_OVER_BALANCE"],
  ])("refuses %j as bad input (%s)", async (amount, reason) => {
    const result = await graphql(QUOTE, {
      input: { trip: trip(), selection: hotelCertificate, cashCardAmount: amount },
    });
    expect(result.data?.quote ?? null).toBeNull();
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      field: "cashCardAmount",
      reason,
    });
  });

  it("has no cash card where the organisation's options leave it out", async () => {
    walletDb.walletOptions = "Discount Cards,Certificates";
    expect((await quote({ selection: hotelCertificate })).cashCard).toBeNull();
    const result = await graphql(QUOTE, {
      input: { trip: trip(), selection: hotelCertificate, cashCardAmount: "5" },
    });
    expect(result.errors?.[0]?.extensions?.reason).toBe("CASH_CARD_NOT_ENABLED");
  });
});

describe("Mutation.bookOffer with the cash card", () => {
  it("spends the amount chosen with the booking, once, in one call per endpoint", async () => {
    const input = {
      requestId: `req-cash-once-${Date.now()}`,
      trip: trip(),
      selection: hotelCertificate,
      cashCardAmount: "100",
      expectedTotal: 80,
    };
    const first = (await graphql(BOOK, { input })).data?.bookOffer as Json;
    expect(first.errors).toEqual([]);
    expect(first.reservation.total).toEqual(usd("80.00"));
    expect(first.reservation.cardsUsed).toEqual([
      { id: "CERT-HLT-001:1001", kind: "CERTIFICATE" },
      { id: "CASH-USD-001:1201", kind: "CASH_CARD" },
    ]);
    expect((createCalls()[0]?.body as Json).cards).toEqual([
      { card_code: "CERT-HLT-001", payment_card_id: 1001, kind: "certificate", amount_used: 120 },
      { card_code: "CASH-USD-001", payment_card_id: 1201, kind: "cash", amount_used: 100 },
    ]);
    expect(createCalls()[0]?.body).toMatchObject({ total: 80, subtotal_usd: 300, total_usd: 80 });
    expect(upstream.calls()).toMatchObject({
      "POST /api/booking/get-paymentcard-by-user": 1,
      "POST /api/general/getCurrencyRate": 1,
      "POST /api/reservations": 1,
    });
    expect(balance()).toBe(50);
    // the retry answers the same booking and the mock upstream spends nothing again
    const again = (await graphql(BOOK, { input })).data?.bookOffer as Json;
    expect(again.reservation.id).toBe(first.reservation.id);
    expect(balance()).toBe(50);
  });

  it("sends the card's own currency when the traveller pays in another", async () => {
    const result = await graphql(
      BOOK,
      {
        input: {
          requestId: `req-cash-eur-${Date.now()}`,
          trip: trip(),
          selection: hotelCertificate,
          cashCardAmount: "138",
          expectedTotal: 27.6,
        },
      },
      { currency_code: "EUR" },
    );
    expect((result.data?.bookOffer as Json).errors).toEqual([]);
    expect((createCalls()[0]?.body as Json).cards[1]).toMatchObject({ amount_used: 150 });
    expect(balance()).toBe(0);
  });

  it.each([
    ["12.345", 180, "INVALID_CASH_AMOUNT"],
    ["150.01", 29.99, "CASH_CARD_OVER_BALANCE"],
  ])("refuses %j before booking (%s)", async (amount, expectedTotal, code) => {
    const result = await book({
      selection: hotelCertificate,
      cashCardAmount: amount,
      expectedTotal,
    });
    expect(result).toEqual({
      reservation: null,
      errors: [{ field: "cashCardAmount", code, message: expect.stringMatching(/\.$/) }],
    });
    expect(createCalls()).toEqual([]);
    expect(balance()).toBe(150);
  });

  it("refuses more than remains to pay (CASH_CARD_OVER_DUE)", async () => {
    const inn = trip({ offerId: "502", checkOut: dayFromToday(4) });
    const result = await book({
      trip: inn,
      selection: hotelCertificate,
      cashCardAmount: "0.01",
      expectedTotal: 0,
    });
    expect(result.errors).toEqual([
      expect.objectContaining({ field: "cashCardAmount", code: "CASH_CARD_OVER_DUE" }),
    ]);
  });

  it("refuses the cash card where the organisation does not accept it", async () => {
    walletDb.walletOptions = "Certificates";
    const result = await book({
      selection: hotelCertificate,
      cashCardAmount: "10",
      expectedTotal: 170,
    });
    expect(result.errors).toEqual([
      expect.objectContaining({ field: "cashCardAmount", code: "CASH_CARD_NOT_ENABLED" }),
    ]);
    expect(createCalls()).toEqual([]);
  });

  it("passes on the upstream's cash card refusal (the balance spent meanwhile)", async () => {
    upstream.server.use(
      http.post(`${TEST_UPSTREAM_URL}/api/reservations`, () =>
        HttpResponse.json(
          {
            status: 0,
            code: "CASH_CARD_OVER_BALANCE",
            message: "Card CASH-USD-001 cannot be used",
          },
          { status: 409 },
        ),
      ),
    );
    const result = await book({
      selection: hotelCertificate,
      cashCardAmount: "10",
      expectedTotal: 170,
    });
    expect(result.errors).toEqual([
      expect.objectContaining({ field: "cashCardAmount", code: "CASH_CARD_OVER_BALANCE" }),
    ]);
  });
});

describe("Wallet.summary", () => {
  const SUMMARY = `{ wallet { summary { total ${MONEY} certificates ${MONEY}
    discountCards ${MONEY} cashCard ${MONEY} cardCount complete } } }`;

  it("adds the usable cards' value in the traveller's currency", async () => {
    // certificates 120 + 75 + 250 + 90 EUR (97.83); discount cards 25 + 60 + 40 GBP (50); cash 150
    expect((await graphql(SUMMARY, {})).data?.wallet.summary).toEqual({
      total: usd("827.83"),
      certificates: usd("542.83"),
      discountCards: usd("135.00"),
      cashCard: usd("150.00"),
      cardCount: 8,
      complete: true,
    });
    const eur = (decimal: string) => ({ decimal, currency: "EUR" });
    expect((await graphql(SUMMARY, {}, { currency_code: "EUR" })).data?.wallet.summary).toEqual({
      total: eur("761.60"),
      certificates: eur("499.40"),
      discountCards: eur("124.20"),
      cashCard: eur("138.00"),
      cardCount: 8,
      complete: true,
    });
  });

  it("counts only the kinds the organisation enables, in one call per endpoint", async () => {
    walletDb.walletOptions = "Cash Card";
    const summary = (await graphql(SUMMARY, {})).data?.wallet.summary as Json;
    expect(summary).toMatchObject({
      total: usd("150.00"),
      certificates: usd("0.00"),
      cardCount: 1,
    });
    expect(upstream.calls()["POST /api/booking/get-paymentcard-by-user"]).toBe(1);
  });

  it("leaves out a card whose currency has no rate, and says so", async () => {
    walletDb.cards.push({
      ...(walletDb.cards.find(
        (c) => c.payment_card_id === 1103,
      ) as (typeof walletDb.cards)[number]),
      payment_card_id: 1199,
      card_code: "DISC-XXX-001",
      payment_card_currency: "XTS",
    });
    const summary = (await graphql(SUMMARY, {})).data?.wallet.summary as Json;
    expect(summary).toMatchObject({ total: usd("827.83"), cardCount: 8, complete: false });
  });
});
