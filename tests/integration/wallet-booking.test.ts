/**
 * Wallet and booking through the real gateway and the real upstream, signed in with bearer
 * tokens: the demo traveller's wallet for four products (one upstream call per wallet endpoint,
 * measured by a counting proxy), a hotel quoted and booked with the traveller's HLT certificate,
 * the booking in the reservations and retried with the same request id, a second booking with
 * the spent certificate refused; the wallet demo traveller's certificate prompt, refused until
 * answered, then booked with the organisation's default certificate; a signed-out booking refused.
 */
import type { RunningGateway } from "@travel/gateway";
import type { RunningUpstream } from "@travel/upstream";
import { startCountingProxy, type CountingProxy } from "../support/counting-proxy";
import {
  bearerSignIn,
  graphqlAt,
  startTestGateway,
  calendarTotal,
  startTestUpstream,
  stockCalendar,
  type GraphQLResponse,
} from "../support/stack";

let upstream: RunningUpstream;
let proxy: CountingProxy;
let gateway: RunningGateway;
let traveller: Record<string, string>;
let walletDemo: Record<string, string>;

const send = graphqlAt(() => gateway.url);

/** An operation that must not fail as a whole. */
async function graphql<T>(
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<T> {
  const { body } = await send<T>(query, variables, headers);
  expect(body.errors).toBeUndefined();
  return (body as GraphQLResponse<T>).data;
}

const signIn = (email: string, password: string) => bearerSignIn(send, email, password);

beforeAll(async () => {
  upstream = await startTestUpstream("wallet");
  await stockCalendar(upstream);
  proxy = await startCountingProxy(upstream.url);
  gateway = await startTestGateway(proxy.url, { UPSTREAM_TIMEOUT_MS: "5000" });
  traveller = await signIn("traveller@example.com", "Traveller#1");
  walletDemo = await signIn("wallet@example.com", "Wallet#2026");
}, 60_000);

afterAll(async () => {
  await gateway?.close();
  await proxy?.close();
  await upstream?.close();
});

beforeEach(() => proxy.reset());

/** A day `days` after today (UTC), ISO. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const CHECK_IN = day(10);
const CHECK_OUT = day(12);
let requests = 0;
const requestId = () => `it-wallet-${Date.now()}-${++requests}`;

interface Money {
  amount: number;
  currency: string;
}
interface Quote {
  units: number;
  subtotal: Money;
  total: Money;
  lines: { code: string; amount: Money }[];
  certificate: { id: string } | null;
  certificatePromptRequired: boolean;
  canBook: boolean;
}
interface BookOfferPayload {
  reservation: {
    id: string;
    reference: string;
    total: Money;
    cardsUsed: { id: string; kind: string; status: string }[];
  } | null;
  errors: { field: string | null; code: string; message: string }[];
}

interface ProductWallet {
  product: string;
  selectedCertificate: { id: string } | null;
  defaultCertificate: { id: string } | null;
  certificatePrompt: boolean;
}
interface Wallet {
  options: string[];
  enabled: boolean;
  hlt: ProductWallet;
  act: ProductWallet;
  rst: ProductWallet;
  sty: ProductWallet;
}

const FOR_PRODUCT = (
  product: string,
) => `${product.toLowerCase()}: forProduct(product: ${product}) {
  product certificates { id } discountCards { id } selectedCertificate { id }
  defaultCertificate { id } certificatePrompt }`;
const QUOTE = `query ($input: QuoteInput!) { quote(input: $input) {
  units subtotal { amount currency } total { amount currency }
  lines { code amount { amount currency } } certificate { id } certificatePromptRequired canBook } }`;
const BOOK = `mutation ($input: BookOfferInput!) { bookOffer(input: $input) {
  reservation { id reference total { amount currency } cardsUsed { id kind status } }
  errors { field code message } } }`;

const quote = async (input: Record<string, unknown>, headers: Record<string, string>) =>
  (await graphql<{ quote: Quote }>(QUOTE, { input }, headers)).quote;
const book = async (input: Record<string, unknown>, headers: Record<string, string>) =>
  (await graphql<{ bookOffer: BookOfferPayload }>(BOOK, { input }, headers)).bookOffer;

/** The first hotel in Lisbon. */
async function lisbonHotel(): Promise<{ id: string; price: number }> {
  const data = await graphql<{ offers: { id: string; basePrice: Money }[] }>(`
    {
      offers(product: HLT, destination: "lis") {
        id
        basePrice {
          amount
          currency
        }
      }
    }
  `);
  expect(data.offers.length).toBeGreaterThan(0);
  const offer = data.offers[0]!;
  return { id: offer.id, price: offer.basePrice.amount };
}

const HLT_CERTIFICATE = "CERT-HLT-001:1001";
const cents = (amount: number) => Math.round(amount * 100) / 100;
interface SearchResult {
  offer_id: number;
  total_usd: number;
}

describe("the demo traveller", () => {
  test("reads the wallet for four products with one call per wallet endpoint", async () => {
    const data = await graphql<{ wallet: Wallet }>(
      `{ wallet { options enabled certificates { id status }
         ${FOR_PRODUCT("HLT")} ${FOR_PRODUCT("ACT")} ${FOR_PRODUCT("RST")} ${FOR_PRODUCT("STY")} } }`,
      {},
      traveller,
    );
    const counts = proxy.counts();
    expect(counts["POST /api/booking/get-paymentcard-by-user"]).toBe(1);
    expect(counts["POST /api/walletUser/getPaymentCardByOrg"]).toBe(1);
    for (const [path, n] of Object.entries(counts)) expect([path, n]).toEqual([path, 1]);
    console.log("upstream calls for the wallet of four products:", counts);

    const { wallet } = data;
    expect(wallet.enabled).toBe(true);
    expect(wallet.options).toEqual(["DISCOUNT_CARDS", "CERTIFICATES", "CASH_CARD"]);
    expect(wallet.hlt.selectedCertificate).toEqual({ id: HLT_CERTIFICATE });
    expect(wallet.hlt.certificatePrompt).toBe(false);
    expect(wallet.hlt.defaultCertificate).toEqual({ id: "ORG-HLT-PLUS:9002" });
    expect(wallet.act.selectedCertificate).toEqual({ id: "CERT-ACTSTY-001:1002" });
    expect(wallet.rst.selectedCertificate).toEqual({ id: "CERT-RST-001:1003" });
    expect(wallet.sty.defaultCertificate).toBeNull();
  });

  let hotel: { id: string; price: number };
  let quoted: Quote;
  let first: BookOfferPayload;
  const firstRequest = requestId();

  test("quotes a hotel with the HLT certificate", async () => {
    hotel = await lisbonHotel();
    proxy.reset();
    const input = {
      trip: { offerId: hotel.id, checkIn: CHECK_IN, checkOut: CHECK_OUT, guests: 2 },
      selection: { product: "HLT", certificateId: HLT_CERTIFICATE, discountCardIds: [] },
    };
    quoted = await quote(input, traveller);
    console.log("upstream calls for a quote:", proxy.counts());
    for (const [path, n] of Object.entries(proxy.counts())) expect([path, n]).toEqual([path, 1]);
    // the trip's total from the calendar: the search's total for the same trip too
    const stay = await calendarTotal(upstream, input.trip);
    const search = await fetch(`${upstream.url}/api/offers/search`, {
      method: "POST",
      body: JSON.stringify({
        area: "HLT",
        destination: "lisbon",
        check_in: CHECK_IN,
        check_out: CHECK_OUT,
        guests: 2,
        size: 50,
      }),
    });
    const found = ((await search.json()) as { data: { results: SearchResult[] } }).data.results;
    expect(found.find((r) => String(r.offer_id) === hotel.id)?.total_usd).toBe(stay);
    expect(stay).not.toBe(hotel.price * 2); // the calendar's days, not the "from" price
    expect(quoted).toMatchObject({
      units: 2,
      subtotal: { amount: stay, currency: "USD" },
      total: { amount: cents(Math.max(0, stay - 120)), currency: "USD" },
      certificate: { id: HLT_CERTIFICATE },
      certificatePromptRequired: false,
      canBook: true,
    });
  });

  test("books it, once, and sees it in the reservations", async () => {
    const input = {
      trip: { offerId: hotel.id, checkIn: CHECK_IN, checkOut: CHECK_OUT, guests: 2 },
      selection: { product: "HLT", certificateId: HLT_CERTIFICATE, discountCardIds: [] },
      requestId: firstRequest,
      expectedTotal: quoted.total.amount,
    };
    proxy.reset();
    first = await book(input, traveller);
    console.log("upstream calls for bookOffer:", proxy.counts());
    expect(first.errors).toEqual([]);
    expect(first.reservation).toMatchObject({
      reference: expect.stringMatching(/^WH-/),
      total: quoted.total,
      cardsUsed: [{ id: HLT_CERTIFICATE, kind: "CERTIFICATE", status: "REDEEMED" }],
    });

    const again = await book(input, traveller);
    expect(again.errors).toEqual([]);
    expect(again.reservation?.id).toBe(first.reservation?.id);

    const { reservations } = await graphql<{ reservations: { id: string }[] }>(
      `
        {
          reservations {
            id
          }
        }
      `,
      {},
      traveller,
    );
    expect(reservations[0]?.id).toBe(first.reservation?.id);
    expect(reservations.filter((r) => r.id === first.reservation?.id)).toHaveLength(1);
  });

  test("a second booking with the same certificate is refused", async () => {
    const trip = { offerId: hotel.id, checkIn: day(20), checkOut: day(22), guests: 2 };
    // the price with the (spent) certificate applied: the upstream refuses the card
    const expectedTotal = cents(Math.max(0, (await calendarTotal(upstream, trip)) - 120));
    const second = await book(
      {
        trip,
        selection: { product: "HLT", certificateId: HLT_CERTIFICATE, discountCardIds: [] },
        requestId: requestId(),
        expectedTotal,
      },
      traveller,
    );
    expect(second).toEqual({
      reservation: null,
      errors: [expect.objectContaining({ code: "CARD_ALREADY_USED" })],
    });
  });
});

describe("the wallet demo traveller (no HLT certificate)", () => {
  test("is prompted, refused until answered, then books with the default certificate", async () => {
    const hotel = await lisbonHotel();
    const trip = { offerId: hotel.id, checkIn: CHECK_IN, checkOut: CHECK_OUT, guests: 1 };
    const selection = { product: "HLT", certificateId: null, discountCardIds: [] };

    const prompted = await quote({ trip, selection }, walletDemo);
    expect(prompted).toMatchObject({ certificatePromptRequired: true, certificate: null });

    expect(
      await book(
        { trip, selection, requestId: requestId(), expectedTotal: prompted.total.amount },
        walletDemo,
      ),
    ).toEqual({
      reservation: null,
      errors: [expect.objectContaining({ code: "CERTIFICATE_PROMPT_REQUIRED" })],
    });

    const withDefault = await quote(
      { trip, selection, certificatePrompt: "USE_DEFAULT" },
      walletDemo,
    );
    expect(withDefault).toMatchObject({
      certificatePromptRequired: false,
      certificate: { id: "ORG-HLT-PLUS:9002" },
      total: {
        amount: cents(Math.max(0, (await calendarTotal(upstream, trip)) - 200) + 79),
        currency: "USD",
      },
    });
    const booked = await book(
      {
        trip,
        selection,
        certificatePrompt: "USE_DEFAULT",
        requestId: requestId(),
        expectedTotal: withDefault.total.amount,
      },
      walletDemo,
    );
    expect(booked.errors).toEqual([]);
    expect(booked.reservation).toMatchObject({
      total: withDefault.total,
      cardsUsed: [{ id: expect.stringMatching(/^ORG-HLT-PLUS:/), kind: "CERTIFICATE" }],
    });
  });
});

test("a signed-out booking is refused with SIGN_IN_REQUIRED", async () => {
  const hotel = await lisbonHotel();
  const result = await book(
    {
      trip: { offerId: hotel.id, checkIn: CHECK_IN, checkOut: CHECK_OUT, guests: 1 },
      requestId: requestId(),
      expectedTotal: hotel.price * 2,
    },
    {},
  );
  expect(result).toEqual({
    reservation: null,
    errors: [expect.objectContaining({ code: "SIGN_IN_REQUIRED" })],
  });
});

test("a user who may not book is refused by the gateway and by the upstream", async () => {
  // The agent, with can_user_book 0 on a site that does not allow booking without a session.
  await upstream.db.query("UPDATE accounts SET can_user_book = 0 WHERE email = $1", [
    "agent@example.com",
  ]);
  const agent = await signIn("agent@example.com", "Agent#2026");
  const hotel = await lisbonHotel();
  const trip = { offerId: hotel.id, checkIn: CHECK_IN, checkOut: CHECK_OUT, guests: 1 };
  const priced = await quote({ trip }, agent);
  expect(priced.canBook).toBe(false);
  const result = await book(
    { trip, requestId: requestId(), expectedTotal: priced.total.amount },
    agent,
  );
  expect(result).toEqual({
    reservation: null,
    errors: [expect.objectContaining({ code: "BOOKING_NOT_ALLOWED" })],
  });

  // Straight to the upstream with the same session: refused there too.
  const res = await fetch(`${upstream.url}/api/reservations`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      token: agent.authorization!.slice("Bearer ".length),
      action: "create",
      request_id: requestId(),
      offer_id: Number(hotel.id),
      check_in: CHECK_IN,
      check_out: CHECK_OUT,
      guests: 1,
      currency: "USD",
      total: hotel.price * 2,
      subtotal_usd: hotel.price * 2,
      total_usd: hotel.price * 2,
      cards: [],
    }),
  });
  expect(res.status).toBe(403);
  expect(await res.json()).toMatchObject({ status: 0, code: "BOOKING_NOT_ALLOWED" });
});

test("a sold-out night refuses the quote and the booking with SOLD_OUT naming it", async () => {
  const hotel = await lisbonHotel();
  const trip = { offerId: hotel.id, checkIn: day(30), checkOut: day(33), guests: 2 };
  await upstream.db.query(
    "UPDATE offer_calendar SET units_left = 0 WHERE offer_id = $1 AND day = $2::date",
    [Number(hotel.id), day(31)],
  );
  const { body } = await send(QUOTE, { input: { trip } }, traveller);
  expect(body.errors).toEqual([
    expect.objectContaining({
      extensions: expect.objectContaining({ reason: "SOLD_OUT", field: "trip.checkIn" }),
    }),
  ]);
  expect(body.errors?.[0]?.message).toContain(day(31));
  const result = await book(
    { trip, requestId: requestId(), expectedTotal: 1, certificatePrompt: "DECLINE" },
    traveller,
  );
  expect(result).toEqual({
    reservation: null,
    errors: [
      { field: "trip.checkIn", code: "SOLD_OUT", message: expect.stringContaining(day(31)) },
    ],
  });
});
