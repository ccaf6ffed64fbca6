/**
 * Booking with a card payment through the real gateway, the real upstream and its embedded
 * payment provider, as a partner calls it: startCheckout (the bookOffer rules, one upstream
 * checkout call), the traveller pays on the provider's page (success, decline, the 3-D Secure
 * style challenge), completeCheckout books once with one confirmation mail; refusals for the
 * signed-out, unknown and other travellers' checkouts; and PAYMENT_UNAVAILABLE when the
 * provider cannot be reached.
 */
import {
  bearerSignIn,
  graphqlAt,
  startCountedStack,
  stockCalendar,
  type CountedStack,
  type GraphQLResponse,
} from "../support/stack";

let stack: CountedStack;
let traveller: Record<string, string>;
let walletDemo: Record<string, string>;
const send = graphqlAt(() => stack.gateway.url);

async function graphql<T>(
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<T> {
  const { body } = await send<T>(query, variables, headers);
  expect(body.errors).toBeUndefined();
  return (body as GraphQLResponse<T>).data;
}

beforeAll(async () => {
  stack = await startCountedStack("checkout", { UPSTREAM_TIMEOUT_MS: "5000" });
  await stockCalendar(stack.upstream);
  traveller = await bearerSignIn(send, "traveller@example.com", "Traveller#1");
  walletDemo = await bearerSignIn(send, "wallet@example.com", "Wallet#2026");
}, 60_000);

afterAll(async () => {
  await stack?.close();
});

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
let requests = 0;
const requestId = () => `it-checkout-${Date.now()}-${++requests}`;

interface Money {
  amount: number;
  currency: string;
}
interface CheckoutPayload {
  checkout: {
    id: string;
    status: string;
    amountDue: Money;
    paymentUrl: string | null;
    failure: string | null;
    card: { brand: string; last4: string } | null;
    reservation: { reference: string } | null;
  } | null;
  reservation: { id: string; reference: string; total: Money } | null;
  errors: { field: string | null; code: string; message: string }[];
}

const CHECKOUT_FIELDS = `checkout { id status amountDue { amount currency } paymentUrl failure
  card { brand last4 } reservation { reference } }
  reservation { id reference total { amount currency } } errors { field code message }`;
const START = `mutation ($input: BookOfferInput!) { startCheckout(input: $input) { ${CHECKOUT_FIELDS} } }`;
const COMPLETE = `mutation ($id: ID!) { completeCheckout(id: $id) { ${CHECKOUT_FIELDS} } }`;
const QUOTE = `query ($input: QuoteInput!) { quote(input: $input) { total { amount currency } } }`;

/** A hotel in Lisbon, two nights, no wallet card: the whole price is paid by card. */
async function tripInput(headers: Record<string, string>) {
  const { offers } = await graphql<{ offers: { id: string }[] }>(`
    {
      offers(product: HLT, destination: "lis") {
        id
      }
    }
  `);
  const trip = { offerId: offers[0]!.id, checkIn: day(20), checkOut: day(22), guests: 2 };
  const selection = { product: "HLT", certificateId: null, discountCardIds: [] };
  const quoteInput = { trip, selection, certificatePrompt: "DECLINE" };
  const { quote } = await graphql<{ quote: { total: Money } }>(
    QUOTE,
    { input: quoteInput },
    headers,
  );
  return { ...quoteInput, requestId: requestId(), expectedTotal: quote.total.amount };
}

const start = async (input: Record<string, unknown>, headers: Record<string, string>) =>
  (await graphql<{ startCheckout: CheckoutPayload }>(START, { input }, headers)).startCheckout;
const complete = async (id: string, headers: Record<string, string>) =>
  (await graphql<{ completeCheckout: CheckoutPayload }>(COMPLETE, { id }, headers))
    .completeCheckout;

/** The traveller on the provider's page: posts a form, answers where it leads. */
async function submit(url: string, fields: Record<string, string>) {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
  return { status: response.status, location: response.headers.get("location") };
}
const card = (number: string) => ({ name: "Tess Traveller", number, expiry: "12/39", cvc: "123" });

async function mailsTo(to: string) {
  const res = await fetch(`${stack.upstream.url}/api/dev/outbox`);
  const { data } = (await res.json()) as { data: { to: string; subject: string }[] };
  return data.filter((m) => m.to === to);
}

describe("booking with a card payment", () => {
  test("starts with one upstream call, pays on the provider's page and books once", async () => {
    const input = await tripInput(traveller);
    stack.proxy.reset();
    const started = await start(input, traveller);
    expect(started.errors).toEqual([]);
    expect(stack.proxy.counts()["POST /api/checkouts"]).toBe(1);
    const { checkout } = started;
    expect(checkout).toMatchObject({ status: "AWAITING_PAYMENT", failure: null, card: null });
    expect(checkout!.amountDue.amount).toBe(input.expectedTotal);
    const paid = await submit(checkout!.paymentUrl!, card("4242424242424242"));
    expect(paid.status).toBe(303);
    // back to the site the traveller booked on (the gateway names it), not the upstream's SITE_URL
    expect(paid.location).toMatch(
      new RegExp(
        `^${stack.gateway.url}/checkout/return\\?checkout=${checkout!.id}&payment_id=pay_`,
      ),
    );

    const mailsBefore = (await mailsTo("traveller@example.com")).length;
    stack.proxy.reset();
    const done = await complete(checkout!.id, traveller);
    // completing reads the checkout and the rates, not the wallet
    expect(stack.proxy.counts()["POST /api/checkouts"]).toBe(1);
    expect(stack.proxy.counts()["POST /api/booking/get-paymentcard-by-user"]).toBeUndefined();
    expect(done.errors).toEqual([]);
    expect(done.checkout).toMatchObject({
      status: "CONFIRMED",
      card: { brand: "Visa", last4: "4242" },
    });
    expect(done.reservation!.total.amount).toBe(input.expectedTotal);
    expect(done.checkout!.reservation!.reference).toBe(done.reservation!.reference);
    // again: the same booking, no second mail
    const again = await complete(checkout!.id, traveller);
    expect(again.reservation!.id).toBe(done.reservation!.id);
    const mails = await mailsTo("traveller@example.com");
    expect(mails.length).toBe(mailsBefore + 1);
    expect(mails[0]!.subject).toContain(done.reservation!.reference);
    // the trip is in the traveller's reservations
    const { reservationsConnection } = await graphql<{
      reservationsConnection: { nodes: { reference: string }[] };
    }>(
      `
        {
          reservationsConnection(first: 50) {
            nodes {
              reference
            }
          }
        }
      `,
      {},
      traveller,
    );
    expect(reservationsConnection.nodes.map((r) => r.reference)).toContain(
      done.reservation!.reference,
    );
    // the same request again answers the booking it made
    const repeated = await start(input, traveller);
    expect(repeated.reservation?.reference ?? repeated.checkout?.reservation?.reference).toBe(
      done.reservation!.reference,
    );
  });

  test("a declined card leaves it to pay; the challenge card books once authenticated", async () => {
    const { checkout } = await start(await tripInput(traveller), traveller);
    expect((await submit(checkout!.paymentUrl!, card("4000000000000002"))).status).toBe(402);
    const declined = await complete(checkout!.id, traveller);
    expect(declined.checkout).toMatchObject({
      status: "AWAITING_PAYMENT",
      failure: "Your card was declined.",
    });
    expect(declined.reservation).toBeNull();
    const challenged = await submit(checkout!.paymentUrl!, card("4000000000003220"));
    expect(challenged.location).toBe(`${checkout!.paymentUrl}/challenge`);
    await submit(challenged.location!, { outcome: "complete" });
    expect((await complete(checkout!.id, traveller)).checkout!.status).toBe("CONFIRMED");
  });

  test("is refused signed out, for an unknown checkout, and for another traveller's", async () => {
    const input = await tripInput(traveller);
    expect((await start(input, {})).errors.map((e) => e.code)).toEqual(["SIGN_IN_REQUIRED"]);
    const { checkout } = await start(input, traveller);
    expect((await complete(checkout!.id, walletDemo)).errors.map((e) => e.code)).toEqual([
      "CHECKOUT_NOT_FOUND",
    ]);
    expect((await complete("co_nope", traveller)).errors.map((e) => e.code)).toEqual([
      "CHECKOUT_NOT_FOUND",
    ]);
    const { checkout: found } = await graphql<{ checkout: { status: string } | null }>(
      `
        query ($id: ID!) {
          checkout(id: $id) {
            status
          }
        }
      `,
      { id: checkout!.id },
      traveller,
    );
    expect(found).toEqual({ status: "AWAITING_PAYMENT" });
  });
});

describe("when the payment provider cannot be reached", () => {
  let down: CountedStack;
  const sendDown = graphqlAt(() => down.gateway.url);

  beforeAll(async () => {
    down = await startCountedStack(
      "checkout-down",
      { UPSTREAM_TIMEOUT_MS: "5000" },
      { paymentProviderUrl: "http://127.0.0.1:9" },
    );
    await stockCalendar(down.upstream);
  }, 60_000);
  afterAll(async () => {
    await down?.close();
  });

  test("startCheckout says PAYMENT_UNAVAILABLE and books nothing", async () => {
    const headers = await bearerSignIn(sendDown, "traveller@example.com", "Traveller#1");
    const { offers } = (
      await sendDown<{ offers: { id: string }[] }>(
        `{ offers(product: HLT, destination: "lis") { id } }`,
      )
    ).body.data!;
    const trip = { offerId: offers[0]!.id, checkIn: day(20), checkOut: day(22), guests: 2 };
    const selection = { product: "HLT", certificateId: null, discountCardIds: [] };
    const quoted = await sendDown<{ quote: { total: Money } }>(
      QUOTE,
      { input: { trip, selection, certificatePrompt: "DECLINE" } },
      headers,
    );
    const { body } = await sendDown<{ startCheckout: CheckoutPayload }>(
      START,
      {
        input: {
          trip,
          selection,
          certificatePrompt: "DECLINE",
          requestId: requestId(),
          expectedTotal: quoted.body.data!.quote.total.amount,
        },
      },
      headers,
    );
    expect(body.data!.startCheckout.errors.map((e) => e.code)).toEqual(["PAYMENT_UNAVAILABLE"]);
    expect(body.data!.startCheckout.checkout).toBeNull();
  });
});
