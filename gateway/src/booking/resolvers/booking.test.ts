// Offers, quote, reservations and bookOffer over the mocked upstream: every pricing rule through
// GraphQL, the server-side booking checks, failures at each upstream call, the upstream calls
// per operation, and a retried request id booking once.
import { http, HttpResponse } from "msw";
import { buildAccount } from "../../testing/accounts-db";
import { startTestGateway, type TestGateway } from "../../testing/test-gateway";
import { accountsDb, db, walletDb } from "../../testing/upstream-db";
import { TEST_UPSTREAM_URL } from "../../testing/upstream-handlers";
import { useUpstreamMock } from "../../testing/upstream-mock";
import { buildOffer } from "../../testing/offer-factories";
import { dayFromToday, WALLET_DEMO_USER_ID, type WalletFault } from "../../testing/wallet-db";

const upstream = useUpstreamMock();
let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway({ upstreamTimeoutMs: 300, upstreamWriteTimeoutMs: 300 });
});
afterAll(() => gateway.close());
afterEach(() => gateway.clearLogs());
beforeEach(() => {
  accountsDb.accounts.push(
    buildAccount({ userId: WALLET_DEMO_USER_ID, email: "wallet@example.com", can_user_book: 1 }),
  );
});

function session(userId = 7, token = `tok-booking-${userId}`) {
  accountsDb.sessions[token] = userId;
  return { authorization: `Bearer ${token}` };
}

async function query<T = Record<string, unknown>>(
  text: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = session(),
  cookies: Record<string, string> = {},
) {
  const result = await gateway.graphql(text, { headers, variables, cookies });
  expect(result.body.errors).toBeUndefined();
  return result.body.data as T;
}

const CHECK_IN = dayFromToday(3);
const CHECK_OUT = dayFromToday(5);
const trip = (overrides: Record<string, unknown> = {}) => ({
  offerId: "501",
  checkIn: CHECK_IN,
  checkOut: CHECK_OUT,
  guests: 2,
  ...overrides,
});
const selection = (
  certificateId: string | null,
  discountCardIds: string[] = [],
  product = "HLT",
) => ({ product, certificateId, discountCardIds });

interface MoneyData {
  amount: number;
  currency: string;
}
interface QuoteData {
  units: number;
  subtotal: MoneyData;
  total: MoneyData;
  lines: { code: string; label: string; amount: MoneyData }[];
  certificate: { id: string } | null;
  discountCards: { id: string }[];
  onlyDiscount: boolean;
  certificatePromptRequired: boolean;
  canBook: boolean;
}
interface ReservationData {
  id: string;
  total: MoneyData;
  cardsUsed: { id: string; kind: string; status: string; name: string }[];
  [field: string]: unknown;
}

const MONEY = "{ amount currency }";
const QUOTE = `query Q($input: QuoteInput!) { quote(input: $input) {
  units subtotal ${MONEY} total ${MONEY} lines { code label amount ${MONEY} }
  certificate { id } discountCards { id } onlyDiscount certificatePromptRequired canBook } }`;

async function quote(
  input: Record<string, unknown>,
  headers: Record<string, string> = session(),
  cookies: Record<string, string> = {},
) {
  return (await query<{ quote: QuoteData }>(QUOTE, { input }, headers, cookies)).quote;
}
const usd = (amount: number) => ({ amount, currency: "USD" });
const line = (code: string, label: string, amount: number, currency = "USD") => ({
  code,
  label,
  amount: { amount, currency },
});

/** An offer the test adds (id 600+), priced `price_usd` per unit. */
function addOffer(offer_id: number, product_code: "HLT" | "ACT", price_usd: number) {
  walletDb.offers.push(
    buildOffer({ offer_id, product_code, destination: "Porto", price_usd, max_guests: 10 }),
  );
}

describe("Query.offers and Query.offer", () => {
  const OFFER = `id product name destination countryCode description rating priceUnit
    basePrice ${MONEY} price ${MONEY}`;

  it("searches a product area and a destination, prices converted", async () => {
    const data = await query<Record<string, { id: string }[]>>(
      `{ hlt: offers(product: HLT) { id } lis: offers(product: HLT, destination: " lis ") { ${OFFER} }
         act: offers(product: ACT, destination: "") { id } }`,
      {},
      {},
      { currency_code: "EUR" },
    );
    expect(data.hlt?.map((o) => o.id)).toEqual(["501", "502", "506"]);
    expect(data.lis?.[0]).toEqual({
      id: "501",
      product: "HLT",
      name: "Harbour View Hotel",
      destination: "Lisbon",
      countryCode: "PT",
      description: "Harbour View Hotel in Lisbon",
      rating: null,
      priceUnit: "NIGHT",
      basePrice: usd(150),
      price: { amount: 138, currency: "EUR" },
    });
    expect(data.act).toEqual([{ id: "503" }]);
    expect(walletDb.received.map((r) => r.path)).toEqual([
      "/api/offers?product=HLT",
      "/api/offers?product=HLT&destination=lis",
      "/api/offers?product=ACT",
    ]);
  });

  it("reads one offer, null when unknown or not an id (nothing asked then)", async () => {
    const data = await query(
      `{ a: offer(id: "503") { id priceUnit price ${MONEY} } b: offer(id: "999") { id }
         c: offer(id: "x1") { id } d: offer(id: "503") { name } }`,
    );
    expect(data).toEqual({
      a: { id: "503", priceUnit: "PERSON", price: usd(26.25) },
      b: null,
      c: null,
      d: { name: "Tram Tour" },
    });
    expect(upstream.calls()["GET /api/offers/503"]).toBe(1);
    expect(upstream.calls()["GET /api/offers/999"]).toBe(1);
  });

  it("is empty or null when the upstream fails (logged)", async () => {
    walletDb.faults.offers = "500";
    const result = await gateway.graphql(`{ offers(product: HLT) { id } offer(id: "501") { id } }`);
    expect(result.body).toEqual({ data: { offers: [], offer: null } });
    expect(gateway.logs()).toContainEqual(
      expect.objectContaining({
        level: "warn",
        requestId: result.headers.get("x-request-id"),
        upstreamPath: "/api/offers?product=HLT",
      }),
    );
  });
});

describe("Query.quote", () => {
  it("prices a trip signed out: units, subtotal, no wallet, cannot book", async () => {
    expect(await quote({ trip: trip() }, {})).toEqual({
      units: 2,
      subtotal: usd(300),
      total: usd(300),
      lines: [line("BASE", "Price", 300)],
      certificate: null,
      discountCards: [],
      onlyDiscount: false,
      certificatePromptRequired: false,
      canBook: false,
    });
    expect(upstream.calls()["POST /api/booking/get-paymentcard-by-user"]).toBeUndefined();
  });

  it("counts guests for PERSON offers and ignores the check-out", async () => {
    const q = await quote({ trip: trip({ offerId: "503", checkOut: null, guests: 3 }) }, {});
    expect(q).toMatchObject({ units: 3, subtotal: usd(78.75), total: usd(78.75) });
  });

  it("applies the spec's default selection: the first usable certificate", async () => {
    expect(await quote({ trip: trip() })).toEqual({
      units: 2,
      subtotal: usd(300),
      total: usd(180),
      lines: [line("BASE", "Price", 300), line("CERTIFICATE", "Hotel Stay Certificate", -120)],
      certificate: { id: "CERT-HLT-001:1001" },
      discountCards: [],
      onlyDiscount: false,
      certificatePromptRequired: false,
      canBook: true,
    });
  });

  it("makes one upstream call per endpoint", async () => {
    await quote({ trip: trip() });
    expect(upstream.calls()).toEqual({
      "POST /api/auth/checkLogin": 1,
      "POST /api/general/getSiteConfig": 1,
      "GET /api/offers/501": 1,
      "POST /api/offers/price": 1,
      "POST /api/booking/get-paymentcard-by-user": 1,
      "POST /api/walletUser/getPaymentCardByOrg": 1,
      "POST /api/layout/getCurrencyinfo": 1,
      "POST /api/general/getCurrencyRate": 1,
    });
  });

  it("uses the chosen certificate, converted, never below zero", async () => {
    const eur = await quote({ trip: trip(), selection: selection("CERT-HLT-EUR-001:1004") });
    expect(eur).toMatchObject({ total: usd(202.17), certificate: { id: "CERT-HLT-EUR-001:1004" } });
    const cheap = await quote({
      trip: trip({ offerId: "502", checkOut: dayFromToday(4) }),
      selection: selection("CERT-HLT-001:1001"),
    });
    expect(cheap).toMatchObject({
      subtotal: usd(33),
      total: usd(0),
      lines: [line("BASE", "Price", 33), line("CERTIFICATE", "Hotel Stay Certificate", -33)],
    });
  });

  it("keeps a certificate over discount cards sent with it, and the reverse", async () => {
    const both = await quote({
      trip: trip(),
      selection: selection("CERT-HLT-001:1001", ["DISC-TRIP-060:1103"]),
    });
    expect(both).toMatchObject({ certificate: { id: "CERT-HLT-001:1001" }, discountCards: [] });
    const cards = await quote({ trip: trip(), selection: selection(null, ["DISC-TRIP-060:1103"]) });
    expect(cards).toMatchObject({
      certificate: null,
      discountCards: [{ id: "DISC-TRIP-060:1103" }],
      total: usd(240),
    });
  });

  it("replaces an unusable chosen certificate and leaves out unusable discount cards", async () => {
    const q = await quote({ trip: trip(), selection: selection("CERT-HLT-002:1005") });
    expect(q.certificate).toEqual({ id: "CERT-HLT-001:1001" });
    const cards = await quote({
      trip: trip(),
      selection: selection(null, ["DISC-WELCOME-000:1101", "NOPE:1", "DISC-HLT-025:1102"]),
    });
    expect(cards).toMatchObject({ discountCards: [{ id: "DISC-HLT-025:1102" }], total: usd(275) });
    const none = await quote({ trip: trip(), selection: selection(null) });
    expect(none).toMatchObject({ certificate: null, discountCards: [], total: usd(300) });
  });

  it.each<[string, number, "HLT" | "ACT", string, number, boolean]>([
    // name, price, product, card, total, onlyDiscount
    ["hotel price exactly 60 × 1.1", 66, "HLT", "DISC-TRIP-060:1103", 0, true],
    ["hotel price 0.01 above 60 × 1.1", 66.01, "HLT", "DISC-TRIP-060:1103", 6.01, false],
    ["activity price exactly 60 × 1.05", 63, "ACT", "DISC-TRIP-060:1103", 0, true],
    ["activity price 0.01 above 60 × 1.05", 63.01, "ACT", "DISC-TRIP-060:1103", 3.01, false],
    ["discount larger than the price", 20, "HLT", "DISC-TRIP-060:1103", 0, true],
  ])("applies the price-limit factor: %s", async (_n, price, product, card, total, only) => {
    addOffer(600, product, price);
    const q = await quote({
      trip: trip({ offerId: "600", checkOut: dayFromToday(4), guests: 1 }),
      selection: selection(null, [card], product),
    });
    expect(q).toMatchObject({ subtotal: usd(price), total: usd(total), onlyDiscount: only });
    // the lines add up to the total
    const sum = q.lines.reduce((s, l) => s + l.amount.amount, 0);
    expect(Math.round(sum * 100) / 100).toBe(total);
  });

  it("shares the discount card by card, leaving out cards that take nothing", async () => {
    const both = await quote({
      trip: trip({ offerId: "502", checkOut: dayFromToday(5) }),
      selection: selection(null, ["DISC-HLT-025:1102", "DISC-TRIP-060:1103"]),
    });
    expect(both).toMatchObject({
      subtotal: usd(66),
      total: usd(0),
      onlyDiscount: true,
      lines: [
        line("BASE", "Price", 66),
        line("DISCOUNT_CARD", "Hotel Saver Card", -25),
        line("DISCOUNT_CARD", "Traveller Discount Card", -41),
      ],
    });
    const first = await quote({
      trip: trip({ offerId: "502", checkOut: dayFromToday(4) }),
      selection: selection(null, ["DISC-TRIP-060:1103", "DISC-HLT-025:1102"]),
    });
    expect(first).toMatchObject({ discountCards: [{ id: "DISC-TRIP-060:1103" }], total: usd(0) });
  });

  describe("the certificate prompt (wallet demo traveller, no HLT certificate)", () => {
    const demo = () => session(WALLET_DEMO_USER_ID);

    it("is required until answered", async () => {
      expect(await quote({ trip: trip() }, demo())).toMatchObject({
        total: usd(300),
        certificatePromptRequired: true,
      });
      expect(await quote({ trip: trip(), certificatePrompt: "DECLINE" }, demo())).toMatchObject({
        total: usd(300),
        certificate: null,
        certificatePromptRequired: false,
      });
    });

    it("USE_DEFAULT adds the default's redemption price and applies its value", async () => {
      expect(await quote({ trip: trip(), certificatePrompt: "USE_DEFAULT" }, demo())).toEqual({
        units: 2,
        subtotal: usd(300),
        total: usd(179),
        lines: [
          line("BASE", "Price", 300),
          line("CERTIFICATE_PURCHASE", "Certificate redemption price", 79),
          line("CERTIFICATE", "Hotel Stay Certificate (Plus)", -200),
        ],
        certificate: { id: "ORG-HLT-PLUS:9002" },
        discountCards: [],
        onlyDiscount: false,
        certificatePromptRequired: false,
        canBook: true,
      });
    });

    it("is not required when certificates are disabled or the catalogue fails", async () => {
      walletDb.walletOptions = "Discount Cards";
      expect(await quote({ trip: trip() }, demo())).toMatchObject({
        certificatePromptRequired: false,
      });
      walletDb.walletOptions = "Certificates";
      walletDb.faults.orgCards = "500";
      expect(await quote({ trip: trip() }, demo())).toMatchObject({
        certificatePromptRequired: false,
      });
    });
  });

  it("prices in the traveller's currency", async () => {
    const q = await quote({ trip: trip() }, session(), { currency_code: "EUR" });
    expect(q).toMatchObject({
      subtotal: { amount: 276, currency: "EUR" },
      total: { amount: 165.6, currency: "EUR" },
      lines: [
        line("BASE", "Price", 276, "EUR"),
        line("CERTIFICATE", "Hotel Stay Certificate", -110.4, "EUR"),
      ],
    });
  });

  it("falls back to USD when the rates cannot be loaded (logged)", async () => {
    upstream.server.use(
      http.post(`${TEST_UPSTREAM_URL}/api/general/getCurrencyRate`, () => HttpResponse.error()),
    );
    const q = await quote({ trip: trip() }, session(), { currency_code: "EUR" });
    expect(q).toMatchObject({ subtotal: usd(300), total: usd(180) });
  });

  it("tells whether the viewer can book (spec §6)", async () => {
    expect((await quote({ trip: trip() }, session(8))).canBook).toBe(false);
    db.siteConfig.allowBookingWithoutSession = 1;
    expect((await quote({ trip: trip() }, session(8))).canBook).toBe(true);
    expect((await quote({ trip: trip() }, {})).canBook).toBe(false);
  });

  it("is null for an unknown offer and refuses impossible trips as bad input", async () => {
    expect(await quote({ trip: trip({ offerId: "999" }) })).toBeNull();
    for (const [change, field] of [
      [{ checkIn: dayFromToday(1) }, "trip.checkIn"],
      [{ checkOut: CHECK_IN }, "trip.checkOut"],
      [{ checkOut: dayFromToday(34) }, "trip.checkOut"],
      [{ guests: 11 }, "trip.guests"],
    ] as const) {
      const result = await gateway.graphql(QUOTE, { variables: { input: { trip: trip(change) } } });
      expect(result.body.errors).toEqual([
        expect.objectContaining({
          message: expect.any(String),
          extensions: expect.objectContaining({ code: "BAD_USER_INPUT", field }),
        }),
      ]);
    }
  });
});

const BOOK = `mutation B($input: BookOfferInput!) { bookOffer(input: $input) {
  reservation { id reference checkIn checkOut guests status total ${MONEY}
    offer { id name price ${MONEY} } cardsUsed { id kind status name } bookedAt }
  errors { field code message } } }`;

let requestCounter = 0;
const newRequestId = () => `req-booking-${++requestCounter}-${Date.now()}`;

async function book(
  input: Record<string, unknown>,
  headers: Record<string, string> = session(),
  cookies: Record<string, string> = {},
) {
  return (
    await query(
      BOOK,
      { input: { requestId: newRequestId(), expectedTotal: 180, trip: trip(), ...input } },
      headers,
      cookies,
    )
  ).bookOffer as {
    reservation: ReservationData | null;
    errors: { field: string | null; code: string }[];
  };
}
const refusedWith = (code: string, field: string | null = null) => ({
  reservation: null,
  errors: [{ field, code, message: expect.stringMatching(/^[A-Z].*\.$/) }],
});
const reservationCalls = () => walletDb.received.filter((r) => r.path === "/api/reservations");
/** The calls that could book (a refused request still looks up its request id's booking). */
const createCalls = () =>
  reservationCalls().filter((c) => (c.body as { action?: string }).action === "create");

describe("Mutation.bookOffer", () => {
  it("sends who travels, trimmed, and the contact; refuses names or contacts it cannot take", async () => {
    const named = await book({
      selection: selection("CERT-HLT-001:1001"),
      travellers: [
        { firstName: " Tess ", lastName: "Traveller" },
        { firstName: "Tom", lastName: "Traveller" },
      ],
      contact: { email: "tess@example.com", phone: " " },
    });
    expect(named.errors).toEqual([]);
    expect(createCalls().at(-1)?.body).toMatchObject({
      travellers: [
        { first_name: "Tess", last_name: "Traveller" },
        { first_name: "Tom", last_name: "Traveller" },
      ],
      contact: { email: "tess@example.com", phone: null },
    });
    const sent = createCalls().length;
    const tess = { firstName: "Tess", lastName: "Traveller" };
    expect(await book({ travellers: [tess, tess, tess] })).toEqual(
      refusedWith("INVALID_TRAVELLERS", "travellers"),
    );
    expect(await book({ travellers: [tess, { firstName: "Tom", lastName: " " }] })).toEqual(
      refusedWith("INVALID_TRAVELLERS", "travellers.1"),
    );
    expect(await book({ travellers: [{ ...tess, firstName: "T".repeat(51) }] })).toEqual(
      refusedWith("INVALID_TRAVELLERS", "travellers.0"),
    );
    expect(await book({ contact: { email: "tess-at-example" } })).toEqual(
      refusedWith("INVALID_CONTACT", "contact.email"),
    );
    expect(await book({ contact: { phone: "call me" } })).toEqual(
      refusedWith("INVALID_CONTACT", "contact.phone"),
    );
    expect(createCalls()).toHaveLength(sent);
  });

  it("books with the certificate, computing the price on the server", async () => {
    const requestId = newRequestId();
    const result = await book({ requestId, selection: selection("CERT-HLT-001:1001") });
    expect(result.errors).toEqual([]);
    expect(result.reservation).toEqual({
      id: expect.any(String),
      reference: expect.stringMatching(/^WH-/),
      checkIn: CHECK_IN,
      checkOut: CHECK_OUT,
      guests: 2,
      status: "CONFIRMED",
      total: usd(180),
      offer: { id: "501", name: "Harbour View Hotel", price: usd(150) },
      cardsUsed: [
        {
          id: "CERT-HLT-001:1001",
          kind: "CERTIFICATE",
          status: "REDEEMED",
          name: "Hotel Stay Certificate",
        },
      ],
      bookedAt: expect.any(String),
    });
    expect(reservationCalls()).toEqual([
      {
        path: "/api/reservations",
        authorization: null,
        body: {
          token: "tok-booking-7",
          action: "create",
          request_id: requestId,
          offer_id: 501,
          check_in: CHECK_IN,
          check_out: CHECK_OUT,
          guests: 2,
          rooms: 1,
          currency: "USD",
          total: 180,
          subtotal_usd: 300,
          total_usd: 180,
          cards: [
            {
              card_code: "CERT-HLT-001",
              payment_card_id: 1001,
              kind: "certificate",
              amount_used: 120,
            },
          ],
        },
      },
    ]);
    expect(walletDb.cards.find((c) => c.payment_card_id === 1001)?.status).toBe("REDEEMED");

    const listed = await query(
      `{ reservations { id total ${MONEY} cardsUsed { id status } } wallet { certificates { id status } } }`,
    );
    expect(listed.reservations).toEqual([
      {
        id: result.reservation?.id,
        total: usd(180),
        cardsUsed: [{ id: "CERT-HLT-001:1001", status: "REDEEMED" }],
      },
    ]);
    expect(upstream.calls()["POST /api/booking/get-paymentcard-by-user"]).toBe(2);

    const paged = await query(
      `{ reservationsConnection(first: 1) { totalCount nodes { id } pageInfo { hasNextPage } } }`,
    );
    expect(paged.reservationsConnection).toEqual({
      totalCount: 1,
      nodes: [{ id: result.reservation?.id }],
      pageInfo: { hasNextPage: false },
    });
  });

  it("makes one upstream call per endpoint", async () => {
    await book({ selection: selection("CERT-HLT-001:1001") });
    expect(upstream.calls()).toEqual({
      "POST /api/auth/checkLogin": 1,
      "POST /api/general/getSiteConfig": 1,
      "GET /api/offers/501": 1,
      "POST /api/offers/price": 1,
      "POST /api/booking/get-paymentcard-by-user": 1,
      "POST /api/walletUser/getPaymentCardByOrg": 1,
      "POST /api/layout/getCurrencyinfo": 1,
      "POST /api/general/getCurrencyRate": 1,
      "POST /api/reservations": 1,
      // the booking activity report (fire-and-forget)
      "POST /api/iqps/user-fqs": 1,
    });
  });

  it("answers the same reservation to a retried request id and spends nothing again", async () => {
    const requestId = newRequestId();
    const input = { requestId, selection: selection("CERT-HLT-001:1001") };
    const first = await book(input);
    const again = await book(input);
    expect(again.errors).toEqual([]);
    expect(again.reservation?.id).toBe(first.reservation?.id);
    expect(walletDb.reservations).toHaveLength(1);
    expect(reservationCalls()).toHaveLength(2);
    expect(reservationCalls()[1]?.body).toEqual(reservationCalls()[0]?.body);
    expect(gateway.logs()).toContainEqual(
      expect.objectContaining({ msg: "offer booked", duplicate: true }),
    );
  });

  it("answers the first reservation to a retry whatever else it carries (another price, no selection, past dates)", async () => {
    const requestId = newRequestId();
    const first = await book({ requestId, selection: selection("CERT-HLT-001:1001") });
    expect(first.errors).toEqual([]);
    for (const retry of [
      { requestId, expectedTotal: 1 }, // a price that no longer holds, no selection
      { requestId, trip: trip({ checkIn: dayFromToday(-3), checkOut: dayFromToday(-1) }) },
      { requestId, trip: trip({ offerId: "999999" }) },
    ]) {
      const again = await book(retry);
      expect(again).toEqual({ reservation: first.reservation, errors: [] });
    }
    expect(walletDb.reservations).toHaveLength(1);
    // only the first reached the booking call; the retries were answered by a lookup
    expect(reservationCalls().map((c) => (c.body as { action: string }).action)).toEqual([
      "create",
      "find",
      "find",
      "find",
    ]);
  });

  it("keeps a refusal when the request id booked nothing yet", async () => {
    expect(await book({ expectedTotal: 1 })).toEqual(refusedWith("PRICE_CHANGED", "expectedTotal"));
    expect(walletDb.reservations).toHaveLength(0);
  });

  it("refuses a second booking with the spent certificate (CARD_ALREADY_USED)", async () => {
    await book({ selection: selection("CERT-HLT-001:1001") });
    expect(await book({ selection: selection("CERT-HLT-001:1001") })).toEqual(
      refusedWith("CARD_ALREADY_USED", "selection"),
    );
    expect(walletDb.reservations).toHaveLength(1);
  });

  it("books with discount cards: the only-discount marker makes it free", async () => {
    const result = await book({
      trip: trip({ offerId: "502", checkOut: dayFromToday(5) }),
      selection: selection(null, ["DISC-HLT-025:1102", "DISC-TRIP-060:1103"]),
      expectedTotal: 0,
    });
    expect(result.reservation).toMatchObject({ total: usd(0) });
    expect(result.reservation?.cardsUsed.map((c) => c.id)).toEqual([
      "DISC-HLT-025:1102",
      "DISC-TRIP-060:1103",
    ]);
    expect(reservationCalls()[0]?.body).toMatchObject({
      total: 0,
      subtotal_usd: 66,
      total_usd: 0,
      cards: [
        { card_code: "DISC-HLT-025", kind: "discount", amount_used: 25 },
        // what the card took off (the rest of the price within the factor included)
        { card_code: "DISC-TRIP-060", kind: "discount", amount_used: 41 },
      ],
    });
  });

  it("books in the traveller's currency, with the USD totals for the upstream", async () => {
    const result = await book(
      { selection: selection("CERT-HLT-EUR-001:1004"), expectedTotal: 186 },
      session(),
      { currency_code: "EUR" },
    );
    expect(result.reservation?.total).toEqual({ amount: 186, currency: "EUR" });
    expect(reservationCalls()[0]?.body).toMatchObject({
      currency: "EUR",
      total: 186,
      subtotal_usd: 300,
      total_usd: 202.17,
      cards: [{ card_code: "CERT-HLT-EUR-001", amount_used: 90 }],
    });
  });

  describe("the certificate prompt (wallet demo traveller)", () => {
    const demo = () => session(WALLET_DEMO_USER_ID);

    it("refuses until the prompt is answered", async () => {
      expect(await book({ expectedTotal: 300 }, demo())).toEqual(
        refusedWith("CERTIFICATE_PROMPT_REQUIRED", "certificatePrompt"),
      );
      expect(createCalls()).toEqual([]);
    });

    it("USE_DEFAULT buys the organisation's default certificate with the booking", async () => {
      const result = await book({ expectedTotal: 179, certificatePrompt: "USE_DEFAULT" }, demo());
      expect(result.errors).toEqual([]);
      expect(result.reservation?.cardsUsed).toEqual([
        {
          id: expect.stringMatching(/^ORG-HLT-PLUS:/),
          kind: "CERTIFICATE",
          status: "REDEEMED",
          name: "Hotel Stay Certificate (Plus)",
        },
      ]);
      expect(reservationCalls()[0]?.body).toMatchObject({
        total: 179,
        total_usd: 179,
        cards: [
          {
            card_code: "ORG-HLT-PLUS",
            payment_card_id: 9002,
            kind: "org_certificate",
            amount_used: 200,
          },
        ],
      });
      const { wallet } = await query<{ wallet: { certificates: unknown[] } }>(
        `{ wallet { certificates { cardCode status } } }`,
        {},
        demo(),
      );
      expect(wallet.certificates).toContainEqual({ cardCode: "ORG-HLT-PLUS", status: "REDEEMED" });
    });

    it("a retried USE_DEFAULT booking answers the same reservation and buys once", async () => {
      const input = {
        requestId: newRequestId(),
        expectedTotal: 179,
        certificatePrompt: "USE_DEFAULT",
      };
      const first = await book(input, demo());
      const again = await book(input, demo());
      expect(again.errors).toEqual([]);
      expect(again.reservation?.id).toBe(first.reservation?.id);
      expect(walletDb.cards.filter((c) => c.card_code === "ORG-HLT-PLUS")).toHaveLength(2);
    });

    it("DECLINE books without a certificate", async () => {
      const result = await book({ expectedTotal: 300, certificatePrompt: "DECLINE" }, demo());
      expect(result.reservation).toMatchObject({ total: usd(300), cardsUsed: [] });
    });
  });

  describe("refusals checked on the server", () => {
    it("needs a signed-in traveller", async () => {
      expect(await book({}, {})).toEqual(refusedWith("SIGN_IN_REQUIRED"));
      expect(await book({}, { cookie: "session=nope" })).toEqual(refusedWith("SIGN_IN_REQUIRED"));
      expect(createCalls()).toEqual([]);
    });

    it("even when the site allows booking without a session", async () => {
      db.siteConfig.allowBookingWithoutSession = 1;
      expect(await book({}, {})).toEqual(refusedWith("SIGN_IN_REQUIRED"));
    });

    it("needs can-book (spec §6)", async () => {
      expect(await book({}, session(8))).toEqual(refusedWith("BOOKING_NOT_ALLOWED"));
      db.siteConfig.allowBookingWithoutSession = 1;
      // the agent's wallet is empty: the prompt has to be answered
      const result = await book({ expectedTotal: 300, certificatePrompt: "DECLINE" }, session(8));
      expect(result.errors).toEqual([]);
    });

    it.each(["short", "x".repeat(65), "has space 123", "émoji-12345"])(
      "refuses the request id %j",
      async (requestId) => {
        expect(await book({ requestId })).toEqual(refusedWith("INVALID_REQUEST_ID", "requestId"));
      },
    );

    it.each<[string, Record<string, unknown>, string, string]>([
      [
        "check-in before today + minCheckinDays",
        { checkIn: dayFromToday(1) },
        "INVALID_DATES",
        "trip.checkIn",
      ],
      ["check-in not a date", { checkIn: "2026-02-30" }, "INVALID_DATES", "trip.checkIn"],
      ["check-out on check-in", { checkOut: CHECK_IN }, "INVALID_DATES", "trip.checkOut"],
      ["no check-out", { checkOut: null }, "INVALID_DATES", "trip.checkOut"],
      ["31 nights", { checkOut: dayFromToday(34) }, "INVALID_DATES", "trip.checkOut"],
      ["0 guests", { guests: 0 }, "INVALID_GUESTS", "trip.guests"],
      ["11 guests", { guests: 11 }, "INVALID_GUESTS", "trip.guests"],
    ])("refuses %s", async (_name, change, code, field) => {
      expect(await book({ trip: trip(change) })).toEqual(refusedWith(code, field));
    });

    it("books exactly 30 nights, and check-in exactly at the minimum", async () => {
      const result = await book({
        trip: trip({ checkIn: dayFromToday(2), checkOut: dayFromToday(32) }),
        selection: selection(null),
        expectedTotal: 4500,
      });
      expect(result.errors).toEqual([]);
    });

    it("refuses an unknown offer", async () => {
      expect(await book({ trip: trip({ offerId: "999" }) })).toEqual(
        refusedWith("OFFER_NOT_FOUND", "trip.offerId"),
      );
      expect(await book({ trip: trip({ offerId: "abc" }) })).toEqual(
        refusedWith("OFFER_NOT_FOUND", "trip.offerId"),
      );
    });

    it.each<[string, Record<string, unknown>, string]>([
      ["an inactive certificate", selection("CERT-HLT-002:1005"), "selection.certificateId"],
      ["an expired certificate", selection("CERT-STY-001:1007"), "selection.certificateId"],
      [
        "a certificate for another product",
        selection("CERT-RST-001:1003"),
        "selection.certificateId",
      ],
      [
        "a card that is not the traveller's",
        selection("CERT-ACT-101:2001"),
        "selection.certificateId",
      ],
      [
        "a discount card with no amount",
        selection(null, ["DISC-WELCOME-000:1101"]),
        "selection.discountCardIds",
      ],
      [
        "a discount card for another product",
        selection(null, ["DISC-HLT-025:1102"]),
        "selection.discountCardIds",
      ],
    ])("refuses %s (CARD_NOT_USABLE)", async (_name, chosen, field) => {
      const offerId =
        field.endsWith("discountCardIds") && _name.includes("another") ? "503" : "501";
      const result = await book({
        trip: trip({ offerId, checkOut: offerId === "503" ? null : CHECK_OUT }),
        selection: chosen,
      });
      expect(result).toEqual(refusedWith("CARD_NOT_USABLE", field));
      expect(createCalls()).toEqual([]);
    });

    it("refuses a discount card whose option is disabled", async () => {
      walletDb.walletOptions = "Certificates";
      expect(
        await book({ selection: selection(null, ["DISC-TRIP-060:1103"]), expectedTotal: 240 }),
      ).toEqual(refusedWith("CARD_NOT_USABLE", "selection.discountCardIds"));
    });

    it("refuses when the price differs from the one seen by more than 0.005", async () => {
      expect(
        await book({ selection: selection("CERT-HLT-001:1001"), expectedTotal: 180.01 }),
      ).toEqual(refusedWith("PRICE_CHANGED", "expectedTotal"));
      expect(
        (await book({ selection: selection("CERT-HLT-001:1001"), expectedTotal: 180.004 })).errors,
      ).toEqual([]);
    });
  });

  describe("failures at each upstream call: BOOKING_FAILED (OUTCOME_UNKNOWN when the booking itself may have been made), logged with the request id", () => {
    it.each<["offers" | "userCards" | "reservations", WalletFault, string]>([
      ["offers", "500", "BOOKING_FAILED"],
      ["offers", "hang", "BOOKING_FAILED"],
      ["userCards", "500", "BOOKING_FAILED"],
      ["userCards", "garbage", "BOOKING_FAILED"],
      // an answered failure: the upstream's transaction did not commit
      ["reservations", "500", "BOOKING_FAILED"],
      // the booking may have been made (no answer in time, or a 200 whose body is unusable):
      // the retry with the same request id answers it
      ["reservations", "hang", "OUTCOME_UNKNOWN"],
      ["reservations", "garbage", "OUTCOME_UNKNOWN"],
      ["reservations", "wrongShape", "OUTCOME_UNKNOWN"],
    ])("%s answering %s: %s", async (endpoint, fault, code) => {
      walletDb.faults[endpoint] = fault;
      const result = await gateway.graphql(BOOK, {
        headers: session(),
        variables: {
          input: {
            requestId: newRequestId(),
            expectedTotal: 180,
            trip: trip(),
            selection: selection("CERT-HLT-001:1001"),
          },
        },
      });
      expect(result.body.errors).toBeUndefined();
      expect(result.body.data?.bookOffer).toEqual(refusedWith(code));
      expect(gateway.logs()).toContainEqual(
        expect.objectContaining({ level: "warn", requestId: result.headers.get("x-request-id") }),
      );
    });

    it("a failed login check is UPSTREAM_UNAVAILABLE (retry), never SIGN_IN_REQUIRED, and books nothing", async () => {
      upstream.server.use(
        http.post(`${TEST_UPSTREAM_URL}/api/auth/checkLogin`, () => HttpResponse.error()),
      );
      const { body } = await gateway.graphql(BOOK, {
        headers: session(),
        variables: {
          input: {
            requestId: newRequestId(),
            expectedTotal: 180,
            trip: trip(),
            selection: selection("CERT-HLT-001:1001"),
          },
        },
      });
      expect(body.data?.bookOffer ?? null).toBeNull();
      expect(body.errors).toEqual([
        expect.objectContaining({
          extensions: { code: "UPSTREAM_UNAVAILABLE", retryable: true },
          path: ["bookOffer"],
        }),
      ]);
      expect(JSON.stringify(body)).not.toMatch(/SIGN_IN_REQUIRED|sign in/i);
      expect(createCalls()).toEqual([]);
    });

    it("failed rates book in USD (the offers' currency)", async () => {
      upstream.server.use(
        http.post(`${TEST_UPSTREAM_URL}/api/general/getCurrencyRate`, () => HttpResponse.error()),
      );
      const result = await book({ selection: selection("CERT-HLT-001:1001") }, session(), {
        currency_code: "EUR",
      });
      expect(result.reservation?.total).toEqual(usd(180));
      expect(reservationCalls()[0]?.body).toMatchObject({ currency: "USD", total_usd: 180 });
    });

    it("a failed catalogue refuses USE_DEFAULT", async () => {
      walletDb.faults.orgCards = "500";
      expect(
        await book(
          { expectedTotal: 179, certificatePrompt: "USE_DEFAULT" },
          session(WALLET_DEMO_USER_ID),
        ),
      ).toEqual(refusedWith("BOOKING_FAILED"));
    });

    it.each<[string, string, string | null]>([
      ["CARD_ALREADY_USED", "CARD_ALREADY_USED", "selection"],
      ["CARD_NOT_USABLE", "CARD_NOT_USABLE", "selection"],
      ["BOOKING_NOT_ALLOWED", "BOOKING_NOT_ALLOWED", null],
      ["SOMETHING_ELSE", "BOOKING_FAILED", null],
    ])("maps the upstream's %s refusal to %s", async (upstreamCode, code, field) => {
      upstream.server.use(
        http.post(`${TEST_UPSTREAM_URL}/api/reservations`, () =>
          HttpResponse.json({ status: 0, code: upstreamCode, message: "No" }, { status: 409 }),
        ),
      );
      expect(await book({ selection: selection("CERT-HLT-001:1001") })).toEqual(
        refusedWith(code, field),
      );
    });

    it("maps an upstream 400 to BOOKING_FAILED with a plain message", async () => {
      upstream.server.use(
        http.post(`${TEST_UPSTREAM_URL}/api/reservations`, () =>
          HttpResponse.json(
            { status: 0, message: "check_in must not be in the past" },
            { status: 400 },
          ),
        ),
      );
      const result = await book({ selection: selection("CERT-HLT-001:1001") });
      expect(result).toEqual(refusedWith("BOOKING_FAILED"));
      expect(JSON.stringify(result)).not.toContain("check_in");
    });
  });
});

describe("Query.reservations", () => {
  it("is empty signed out or on failure (logged)", async () => {
    expect(await query(`{ reservations { id } }`, {}, {})).toEqual({ reservations: [] });
    walletDb.faults.reservations = "500";
    expect(await query(`{ reservations { id } }`)).toEqual({ reservations: [] });
    expect(gateway.logs()).toContainEqual(
      expect.objectContaining({ level: "warn", upstreamPath: "/api/reservations" }),
    );
  });

  it("sends the token in the body", async () => {
    await query(`{ reservations { id } }`);
    expect(reservationCalls()).toEqual([
      {
        path: "/api/reservations",
        authorization: null,
        body: { token: "tok-booking-7", action: "list" },
      },
    ]);
  });
});

describe("booking activity (spec §7 user-fqs)", () => {
  const activityUrl = `${TEST_UPSTREAM_URL}/api/iqps/user-fqs`;
  /** Lets the fire-and-forget activity call land. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

  it("reports the booking with user id and IP, once per reservation", async () => {
    const requestId = newRequestId();
    await book({ requestId, selection: selection("CERT-HLT-001:1001") });
    await book({ requestId, selection: selection("CERT-HLT-001:1001") }); // retried: no new report
    await settle();
    expect(accountsDb.activity).toEqual([{ userId: 7, ip: "127.0.0.1", action: "booking" }]);
  });

  it("never delays the booking while the activity endpoint hangs", async () => {
    // a long upstream time limit: a booking that waited for the report would take 5 s
    const patient = await startTestGateway({ upstreamTimeoutMs: 5000 });
    let started = false;
    upstream.server.use(
      http.post(activityUrl, () => {
        started = true;
        return new Promise<never>(() => {});
      }),
    );
    try {
      const begin = performance.now();
      const result = await patient.graphql(BOOK, {
        headers: session(),
        variables: {
          input: {
            requestId: newRequestId(),
            expectedTotal: 180,
            trip: trip(),
            selection: selection("CERT-HLT-001:1001"),
          },
        },
      });
      const elapsed = performance.now() - begin;
      expect(result.body.data?.bookOffer).toMatchObject({ errors: [] });
      await settle();
      expect(started).toBe(true);
      expect(elapsed).toBeLessThan(2000);
    } finally {
      await patient.close();
    }
  });

  it("only logs a failed activity call; the booking stands", async () => {
    upstream.server.use(http.post(activityUrl, () => HttpResponse.text("", { status: 500 })));
    const result = await book({ selection: selection("CERT-HLT-001:1001") });
    expect(result.errors).toEqual([]);
    expect(result.reservation).not.toBeNull();
    await settle();
    expect(gateway.logs()).toContainEqual(
      expect.objectContaining({
        level: "warn",
        msg: "user activity not recorded",
        action: "booking",
      }),
    );
  });
});
