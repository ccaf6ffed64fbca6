/**
 * Cancelling a reservation over HTTP on a real started upstream and its embedded payment
 * provider: the refund under the offer's policy (all while free, what the fee leaves after),
 * the card payment refunded once through the provider, cash card spends put back, certificates
 * and discount cards given back on a full refund and spendable again, one cancellation mail,
 * refusals (started trip, someone else's reservation, bad input, no session). Every response is
 * checked against openapi.yaml.
 */
import { DEMO_ACCOUNTS } from "../accounts/seed";
import { loadOpenApiContract } from "../contract/openapi-contract";
import type { RunningUpstream } from "../index";
import { listOutbox } from "../mail/store";
import { EMBEDDED_PAYMENT_PROVIDER_KEY } from "../payment-provider/provider";
import { startPreparedUpstream } from "../testing/prepared-upstream";
import { payWithTestCard } from "../testing/pay-with-test-card";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const contract = loadOpenApiContract();
let upstream: RunningUpstream;
let traveller = "";
let wallet = "";
/** A hotel (HLT) offer under each cancellation policy. */
const offers: Record<string, number> = {};

async function post(path: string, body: unknown): Promise<{ httpStatus: number; json: Json }> {
  const response = await fetch(`${upstream.url}${path}`, {
    method: "POST",
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const json: unknown = JSON.parse(text);
  const validate = contract.responseValidator("POST", path, response.status);
  if (!validate(json))
    throw new Error(
      `POST ${path} ${response.status} breaks openapi.yaml: ${JSON.stringify(validate.errors)} in ${text}`,
    );
  return { httpStatus: response.status, json: json as Json };
}

async function signIn(email: string, password: string) {
  const response = await fetch(`${upstream.url}/api/signIn`, {
    method: "POST",
    body: JSON.stringify({ jsonSign: { email_id: email, password } }),
  });
  return String(((await response.json()) as Json).result.token);
}

beforeAll(async () => {
  upstream = await startPreparedUpstream("cancellations", { siteUrl: "http://site.test" });
  traveller = await signIn(DEMO_ACCOUNTS.traveller.email, DEMO_ACCOUNTS.traveller.password);
  wallet = await signIn(DEMO_ACCOUNTS.wallet.email, DEMO_ACCOUNTS.wallet.password);
  const rows = await upstream.db.query<{ policy_code: string; offer_id: number }>(
    `SELECT policy_code, min(offer_id) AS offer_id FROM offers
      WHERE product_code = 'HLT' GROUP BY policy_code`,
  );
  for (const row of rows) offers[row.policy_code] = row.offer_id;
  // the trips here are booked many times: every day of those hotels with room to spare
  await upstream.db.query(
    "UPDATE offer_calendar SET units_left = 400 WHERE offer_id = ANY($1::int[])",
    [Object.values(offers)],
  );
}, 60_000);

afterAll(async () => {
  await upstream?.close();
});

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
let requests = 0;
const newRequestId = () => `cancel-${Date.now().toString(36)}-${++requests}`;

/**
 * A booking request: 3 nights in a hotel under the MODERATE policy (free until 7 days before
 * check-in, then half kept), EUR 412.50 to pay.
 */
const trip = async (checkIn: number, over: Json = {}): Promise<Json> => {
  const stay = { offer_id: offers.MODERATE, check_in: day(checkIn), check_out: day(checkIn + 3) };
  const price = await post("/api/offers/price", { ...stay, guests: 2 });
  return {
    token: traveller,
    request_id: newRequestId(),
    ...stay,
    guests: 2,
    currency: "EUR",
    total: 412.5,
    subtotal_usd: price.json.data.total_usd,
    total_usd: 447,
    ...over,
  };
};

/** Books `body` through a checkout paid with a test card; answers the reservation. */
async function bookPaid(body: Json): Promise<Json> {
  const started = await post("/api/checkouts", { ...body, action: "start" });
  expect(started.httpStatus).toBe(200);
  const { checkout } = started.json.data as Json;
  await payWithTestCard(checkout.checkout_url);
  const completed = await post("/api/checkouts", {
    token: body.token,
    action: "complete",
    checkout_id: checkout.checkout_id,
  });
  expect(completed.json.data.checkout.status).toBe("CONFIRMED");
  return completed.json.data.reservation as Json;
}

const cancel = (reservationId: unknown, token = traveller) =>
  post("/api/reservations/cancel", { token, reservation_id: reservationId });

const providerPayment = async (reservationId: number) => {
  const [row] = await upstream.db.query<{ payment_id: string }>(
    "SELECT payment_id FROM checkouts WHERE reservation_id = $1",
    [reservationId],
  );
  const response = await fetch(`${upstream.url}/payment-provider/api/payments/${row!.payment_id}`, {
    headers: { authorization: `Bearer ${EMBEDDED_PAYMENT_PROVIDER_KEY}` },
  });
  return (await response.json()) as Json;
};

const cardOf = async (id: number) =>
  (
    await upstream.db.query<Json>(
      `SELECT status, card_amount::float8 AS card_amount, redeemed_reservation_id
         FROM payment_cards WHERE payment_card_id = $1`,
      [id],
    )
  )[0]!;

const cancellationMails = async (reference: string) =>
  (await listOutbox(upstream.db)).filter(
    (m) => m.subject.includes(`(${reference})`) && m.subject.startsWith("Booking cancelled"),
  );

describe("cancelling a paid reservation", () => {
  it("refunds everything while cancellation is free, once, with one mail", async () => {
    const booked = await bookPaid(await trip(40));
    expect(booked).toMatchObject({
      status: "CONFIRMED",
      payment: { card_brand: "Visa", card_last4: "4242", amount: 412.5, currency: "EUR" },
      cancellation_terms: { policy_code: "MODERATE", free_cancellation: true, free_until: day(33) },
      refund_percent_today: 100,
      cancellation: null,
    });

    const [first, second] = await Promise.all([
      cancel(booked.reservation_id),
      cancel(booked.reservation_id),
    ]);
    expect([first.httpStatus, second.httpStatus]).toEqual([200, 200]);
    expect([first.json.duplicate, second.json.duplicate].sort()).toEqual([false, true]);
    expect(first.json.data).toMatchObject({
      status: "CANCELLED",
      cancellation_terms: null,
      refund_percent_today: null,
      cancellation: {
        refund_percent: 100,
        currency: "EUR",
        card_refund: 412.5,
        card_refund_status: "REFUNDED",
        cards_returned: [],
      },
    });
    const payment = await providerPayment(booked.reservation_id);
    expect(payment).toMatchObject({ amount_minor: 41250, amount_refunded_minor: 41250 });
    // asked again later: the same answer, nothing refunded twice, one mail
    const again = await cancel(booked.reservation_id);
    expect(again.json).toMatchObject({ duplicate: true, data: { status: "CANCELLED" } });
    expect((await providerPayment(booked.reservation_id)).amount_refunded_minor).toBe(41250);
    const mails = await cancellationMails(booked.reference);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Refund: €412.50 to your Visa ending in 4242 (100%");
  });

  it("refunds what the fee leaves once the free window has passed", async () => {
    const booked = await bookPaid(await trip(3));
    expect(booked.cancellation_terms).toMatchObject({ free_cancellation: false, fee_percent: 50 });
    expect(booked.refund_percent_today).toBe(50);
    const { json } = await cancel(booked.reservation_id);
    expect(json.data.cancellation).toMatchObject({
      refund_percent: 50,
      card_refund: 206.25,
      card_refund_status: "REFUNDED",
    });
    expect((await providerPayment(booked.reservation_id)).amount_refunded_minor).toBe(20625);
  });

  it("gives the nights back to the hotel's calendar", async () => {
    const unitsLeft = async (from: number) =>
      (
        await upstream.db.query<{ units_left: number }>(
          `SELECT units_left FROM offer_calendar WHERE offer_id = $1
            AND day >= $2::date AND day < $3::date ORDER BY day`,
          [offers.MODERATE, day(from), day(from + 3)],
        )
      ).map((r) => r.units_left);
    const before = await unitsLeft(70);
    const booked = await bookPaid(await trip(70));
    expect(await unitsLeft(70)).toEqual(before.map((n) => n - 1));
    await cancel(booked.reservation_id);
    expect(await unitsLeft(70)).toEqual(before);
    // asked again: nothing given back twice
    await cancel(booked.reservation_id);
    expect(await unitsLeft(70)).toEqual(before);
  });

  it("lists the cancellation in the traveller's reservations", async () => {
    const booked = await bookPaid(await trip(50));
    await cancel(booked.reservation_id);
    const { json } = await post("/api/reservations", { token: traveller, action: "list" });
    const listed = (json.data.data as Json[]).find(
      (r) => r.reservation_id === booked.reservation_id,
    );
    expect(listed).toMatchObject({ status: "CANCELLED", cancellation: { refund_percent: 100 } });
  });
});

describe("cancelling a reservation paid with the wallet", () => {
  const bookWithCards = async (cards: Json[], checkIn: number, total: number) => {
    const { httpStatus, json } = await post("/api/reservations", {
      ...(await trip(checkIn, { currency: "USD", total, total_usd: total })),
      token: traveller,
      action: "create",
      cards,
    });
    expect(httpStatus).toBe(200);
    return json.data as Json;
  };
  const certificate = {
    card_code: "CERT-HLT-001",
    payment_card_id: 1001,
    kind: "certificate",
    amount_used: 120,
  };

  it("gives a certificate back on a free cancellation, and it can be spent again", async () => {
    const booked = await bookWithCards([certificate], 30, 447);
    expect(await cardOf(1001)).toMatchObject({ status: "REDEEMED" });
    const { json } = await cancel(booked.reservation_id);
    expect(json.data.cancellation).toMatchObject({
      refund_percent: 100,
      card_refund: 0,
      card_refund_status: "NONE",
      cards_returned: ["CERT-HLT-001"],
    });
    expect(await cardOf(1001)).toMatchObject({ status: "ACTIVE", redeemed_reservation_id: null });
    const rebooked = await bookWithCards([certificate], 31, 447);
    expect(await cardOf(1001)).toMatchObject({
      status: "REDEEMED",
      redeemed_reservation_id: rebooked.reservation_id,
    });
    const mails = await cancellationMails(booked.reference);
    expect(mails[0]!.text).toContain("Card CERT-HLT-001 is back in your wallet.");
  });

  it("keeps the discount card when only part is refunded", async () => {
    const discount = { card_code: "DISC-HLT-025", payment_card_id: 1102, kind: "discount" };
    const booked = await bookWithCards([{ ...discount, amount_used: 25 }], 2, 542);
    const { json } = await cancel(booked.reservation_id);
    expect(json.data.cancellation).toMatchObject({ refund_percent: 50, cards_returned: [] });
    expect(await cardOf(1102)).toMatchObject({
      status: "REDEEMED",
      redeemed_reservation_id: booked.reservation_id,
    });
  });
});

describe("refusals", () => {
  it("refuses a trip that has started, changing nothing", async () => {
    const booked = await bookPaid(await trip(0));
    const refused = await cancel(booked.reservation_id);
    expect(refused).toEqual({
      httpStatus: 409,
      json: {
        status: 0,
        code: "TRIP_STARTED",
        message: "A trip that has started cannot be cancelled",
      },
    });
    const [row] = await upstream.db.query<{ status: string }>(
      "SELECT status FROM reservations WHERE reservation_id = $1",
      [booked.reservation_id],
    );
    expect(row!.status).toBe("CONFIRMED");
  });

  it("does not let another traveller cancel, nor a bad id, nor no session", async () => {
    const booked = await bookPaid(await trip(60));
    expect((await cancel(booked.reservation_id, wallet)).httpStatus).toBe(404);
    const bad = await cancel("abc");
    expect(bad.httpStatus).toBe(400);
    expect(bad.json.message).toMatch(/reservation_id/);
    expect((await cancel(booked.reservation_id, "")).httpStatus).toBe(401);
    expect((await cancel(booked.reservation_id)).httpStatus).toBe(200);
  });
});
