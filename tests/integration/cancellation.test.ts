/**
 * A trip's itinerary and its cancellation through the real gateway, the real upstream and its
 * embedded payment provider, as a partner calls them: book with a card, read `reservation(id)`
 * (the card that paid, today's terms, what cancelling gives back), cancel once (the refund under
 * the policy, on the provider, in the trips list, one cancellation mail), and the refusals: the
 * signed-out, another traveller's reservation, a started trip.
 */
import {
  bearerSignIn,
  calendarTotal,
  graphqlAt,
  stockCalendar,
  startCountedStack,
  type CountedStack,
  type GraphQLResponse,
} from "../support/stack";
import { payWithTestCard } from "@travel/upstream/src/testing/pay-with-test-card";

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
  stack = await startCountedStack("cancellation", { UPSTREAM_TIMEOUT_MS: "5000" });
  traveller = await bearerSignIn(send, "traveller@example.com", "Traveller#1");
  walletDemo = await bearerSignIn(send, "wallet@example.com", "Wallet#2026");
  // the subject is the cancellation: the trips booked here keep rooms to spare
  await stockCalendar(stack.upstream);
}, 60_000);

afterAll(async () => {
  await stack?.close();
});

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
let requests = 0;
const requestId = () => `it-cancel-${Date.now()}-${++requests}`;

interface Money {
  decimal: string;
  currency: string;
}
interface Itinerary {
  id: string;
  reference: string;
  status: string;
  total: Money;
  paidWith: { cardBrand: string; cardLast4: string; amount: Money } | null;
  cancellationTerms: { policy: string; freeCancellation: boolean; summary: string } | null;
  canCancel: boolean;
  refundPercentIfCancelledToday: number | null;
  cancellation: {
    refundPercent: number;
    cardRefund: Money;
    cardRefundStatus: string;
    cardsReturned: string[];
  } | null;
}
const ITINERARY = `id reference status total { decimal currency }
  paidWith { cardBrand cardLast4 amount { decimal currency } }
  cancellationTerms { policy freeCancellation summary } canCancel refundPercentIfCancelledToday
  cancellation { refundPercent cardRefund { decimal currency } cardRefundStatus cardsReturned }`;
const RESERVATION = `query ($id: ID!) { reservation(id: $id) { ${ITINERARY} } }`;
const CANCEL = `mutation ($id: ID!) { cancelReservation(input: { reservationId: $id }) {
  reservation { ${ITINERARY} } errors { field code message } } }`;
const START = `mutation ($input: BookOfferInput!) { startCheckout(input: $input) {
  checkout { id paymentUrl } errors { code message } } }`;
const COMPLETE = `mutation ($id: ID!) { completeCheckout(id: $id) {
  checkout { status reservation { id } } errors { code } } }`;

/** Books two nights in a Lisbon hotel `checkIn` days ahead, paid with the 4242 test card. */
async function bookPaid(checkIn: number): Promise<string> {
  const { offers } = await graphql<{ offers: { id: string }[] }>(`
    {
      offers(product: HLT, destination: "lis") {
        id
      }
    }
  `);
  const trip = {
    offerId: offers[0]!.id,
    checkIn: day(checkIn),
    checkOut: day(checkIn + 2),
    guests: 2,
  };
  const quoteInput = {
    trip,
    selection: { product: "HLT", certificateId: null, discountCardIds: [] },
    certificatePrompt: "DECLINE",
  };
  const { quote } = await graphql<{ quote: { total: { amount: number } } }>(
    `
      query ($input: QuoteInput!) {
        quote(input: $input) {
          total {
            amount
          }
        }
      }
    `,
    { input: quoteInput },
    traveller,
  );
  const input = { ...quoteInput, requestId: requestId(), expectedTotal: quote.total.amount };
  const { startCheckout } = await graphql<{
    startCheckout: { checkout: { id: string; paymentUrl: string }; errors: unknown[] };
  }>(START, { input }, traveller);
  expect(startCheckout.errors).toEqual([]);
  await payWithTestCard(startCheckout.checkout.paymentUrl);
  const { completeCheckout } = await graphql<{
    completeCheckout: { checkout: { status: string; reservation: { id: string } } };
  }>(COMPLETE, { id: startCheckout.checkout.id }, traveller);
  expect(completeCheckout.checkout.status).toBe("CONFIRMED");
  return completeCheckout.checkout.reservation.id;
}

const itinerary = async (id: string, headers = traveller) =>
  (await graphql<{ reservation: Itinerary | null }>(RESERVATION, { id }, headers)).reservation;
const cancel = async (id: string, headers = traveller) =>
  (
    await graphql<{
      cancelReservation: {
        reservation: Itinerary | null;
        errors: { field: string | null; code: string }[];
      };
    }>(CANCEL, { id }, headers)
  ).cancelReservation;

const cents = (money: Money) => Math.round(Number(money.decimal) * 100);

describe("a trip's itinerary and its cancellation", () => {
  test("shows the card and the terms, then cancels once with the refund the terms promised", async () => {
    const id = await bookPaid(45);
    const before = (await itinerary(id))!;
    expect(before).toMatchObject({
      status: "CONFIRMED",
      paidWith: { cardBrand: "Visa", cardLast4: "4242", amount: before.total },
      canCancel: true,
    });
    expect(before.cancellationTerms?.summary).toMatch(/cancellation/i);
    const percent = before.refundPercentIfCancelledToday!;
    expect(percent).toBeGreaterThanOrEqual(0);

    stack.proxy.reset();
    const cancelled = await cancel(id);
    expect(stack.proxy.counts()["POST /api/reservations/cancel"]).toBe(1);
    expect(cancelled.errors).toEqual([]);
    expect(cancelled.reservation).toMatchObject({
      id,
      status: "CANCELLED",
      canCancel: false,
      cancellationTerms: null,
      cancellation: { refundPercent: percent, cardsReturned: [] },
    });
    const refund = cancelled.reservation!.cancellation!;
    expect(cents(refund.cardRefund)).toBe(Math.round((cents(before.total) * percent) / 100));
    expect(refund.cardRefundStatus).toBe(percent === 0 ? "NONE" : "REFUNDED");

    // the trips list shows it cancelled; cancelling again answers the same
    expect((await itinerary(id))!.status).toBe("CANCELLED");
    const again = await cancel(id);
    expect(again.reservation?.cancellation).toEqual(refund);
    const res = await fetch(`${stack.upstream.url}/api/dev/outbox`);
    const { data } = (await res.json()) as { data: { subject: string }[] };
    expect(
      data.filter(
        (m) => m.subject.startsWith(`Booking cancelled`) && m.subject.includes(before.reference),
      ),
    ).toHaveLength(1);
  });

  test("refuses the signed-out, another traveller and a trip that has started", async () => {
    const id = await bookPaid(30);
    expect((await cancel(id, {})).errors).toEqual([
      expect.objectContaining({ code: "SIGN_IN_REQUIRED" }),
    ]);
    expect(await itinerary(id, walletDemo)).toBeNull();
    expect((await cancel(id, walletDemo)).errors).toEqual([
      expect.objectContaining({ code: "RESERVATION_NOT_FOUND", field: "reservationId" }),
    ]);
    expect((await cancel("not-an-id")).errors[0]?.code).toBe("RESERVATION_NOT_FOUND");

    // a trip starting today (booked straight on the upstream: the site's first bookable day
    // is later, so only time passing makes one)
    const token = traveller.authorization!.replace(/^Bearer /, "");
    const booked = await fetch(`${stack.upstream.url}/api/reservations`, {
      method: "POST",
      body: JSON.stringify({
        token,
        action: "create",
        request_id: requestId(),
        offer_id: 101,
        check_in: day(0),
        check_out: day(1),
        guests: 1,
        currency: "USD",
        total: 100,
        subtotal_usd: await calendarTotal(stack.upstream, {
          offerId: 101,
          checkIn: day(0),
          checkOut: day(1),
          guests: 1,
        }),
        total_usd: 100,
      }),
    });
    const today = String(
      ((await booked.json()) as { data: { reservation_id: number } }).data.reservation_id,
    );
    expect(await itinerary(today)).toMatchObject({ canCancel: false, cancellationTerms: null });
    expect((await cancel(today)).errors).toEqual([
      expect.objectContaining({ code: "TRIP_STARTED" }),
    ]);
  });
});
