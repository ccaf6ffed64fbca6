/**
 * Booking with a card payment over HTTP on a real started upstream and its embedded payment
 * provider: start, pay on the provider's page (success, decline, cancel), complete from the
 * return page or by the provider's notification, exactly one reservation and one mail, a paid
 * checkout that can no longer book refunded in full, nothing to pay booked at once. Every
 * response is checked against openapi.yaml.
 */
import { DEMO_ACCOUNTS } from "../accounts/seed";
import { loadOpenApiContract } from "../contract/openapi-contract";
import type { RunningUpstream } from "../index";
import { listOutbox } from "../mail/store";
import { EMBEDDED_PAYMENT_PROVIDER_KEY } from "../payment-provider/provider";
import { startPreparedUpstream } from "../testing/prepared-upstream";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const contract = loadOpenApiContract();
const SITE_URL = "http://site.test";
let upstream: RunningUpstream;
let traveller = "";
let wallet = "";

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
  upstream = await startPreparedUpstream("checkouts", { siteUrl: SITE_URL });
  traveller = await signIn(DEMO_ACCOUNTS.traveller.email, DEMO_ACCOUNTS.traveller.password);
  wallet = await signIn(DEMO_ACCOUNTS.wallet.email, DEMO_ACCOUNTS.wallet.password);
  // the default trip is booked many times: every night with room to spare, at its calendar price
  await upstream.db.query("UPDATE offer_calendar SET units_left = 400 WHERE offer_id = 101");
  subtotal = await calendarTotal(day(10), day(13));
}, 60_000);

afterAll(async () => {
  await upstream?.close();
});

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
let requests = 0;
const newRequestId = () => `checkout-${Date.now().toString(36)}-${++requests}`;

/** The calendar's total of a stay in offer 101 (POST /api/offers/price). */
async function calendarTotal(checkIn: string, checkOut: string): Promise<number> {
  const { json } = await post("/api/offers/price", {
    offer_id: 101,
    check_in: checkIn,
    check_out: checkOut,
    guests: 2,
  });
  return json.data.total_usd as number;
}
let subtotal = 0;

/** 3 nights in offer 101 (a Lisbon hotel) at the calendar's price, EUR 412.50 to pay by default. */
const startBody = (over: Json = {}): Json => ({
  token: traveller,
  action: "start",
  request_id: newRequestId(),
  offer_id: 101,
  check_in: day(10),
  check_out: day(13),
  guests: 2,
  currency: "EUR",
  total: 412.5,
  subtotal_usd: subtotal,
  total_usd: 447,
  ...over,
});

async function start(over: Json = {}) {
  const { httpStatus, json } = await post("/api/checkouts", startBody(over));
  expect(httpStatus).toBe(200);
  return json.data as Json;
}
const checkoutAction = async (action: string, checkoutId: string, token = traveller) =>
  post("/api/checkouts", { token, action, checkout_id: checkoutId });
const complete = async (checkoutId: string) => {
  const { httpStatus, json } = await checkoutAction("complete", checkoutId);
  expect(httpStatus).toBe(200);
  return json.data as Json;
};

/** Pays on the provider's page with `number`; answers the redirect's Location. */
async function pay(checkoutUrl: string, number: string) {
  const response = await fetch(checkoutUrl, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ name: "Tess Traveller", number, expiry: "12/39", cvc: "123" }),
    redirect: "manual",
  });
  return response.headers.get("location");
}

const payment = async (paymentUrl: string) => {
  const id = paymentUrl.split("/").pop()!;
  const base = paymentUrl.slice(0, paymentUrl.indexOf("/pay/"));
  const response = await fetch(`${base}/api/payments/${id}`, {
    headers: { authorization: `Bearer ${EMBEDDED_PAYMENT_PROVIDER_KEY}` },
  });
  return (await response.json()) as Json;
};

const mailsTo = async (email: string) =>
  (await listOutbox(upstream.db)).filter((m) => m.to === email);

describe("a checkout paid by card", () => {
  it("asks the provider for what is left to pay, and books once when it is paid", async () => {
    const body = startBody();
    const started = (await post("/api/checkouts", body)).json.data as Json;
    const { checkout } = started;
    expect(started.reservation).toBeNull();
    expect(checkout).toMatchObject({
      status: "AWAITING_PAYMENT",
      currency: "EUR",
      amount_due: 412.5,
      failure: null,
      reservation_id: null,
    });
    const provider = await payment(checkout.checkout_url);
    expect(provider).toMatchObject({
      amount_minor: 41250,
      currency: "EUR",
      status: "requires_payment_method",
    });
    // the traveller comes back to the site's return page
    expect(await pay(checkout.checkout_url, "4242424242424242")).toBe(
      `${SITE_URL}/checkout/return?checkout=${checkout.checkout_id}&payment_id=${provider.id}`,
    );
    const mailsBefore = (await mailsTo(DEMO_ACCOUNTS.traveller.email)).length;
    const [first, second] = await Promise.all([
      complete(checkout.checkout_id),
      complete(checkout.checkout_id),
    ]);
    expect(first.checkout.status).toBe("CONFIRMED");
    expect(first.checkout.card).toEqual({ brand: "Visa", last4: "4242" });
    expect(first.reservation).toMatchObject({ currency: "EUR", total: 412.5, status: "CONFIRMED" });
    expect(second.reservation.reservation_id).toBe(first.reservation.reservation_id);
    // completing again changes nothing
    const again = await complete(checkout.checkout_id);
    expect(again.reservation.reservation_id).toBe(first.reservation.reservation_id);
    const mails = await mailsTo(DEMO_ACCOUNTS.traveller.email);
    expect(mails.length).toBe(mailsBefore + 1);
    expect(mails[0]!.subject).toContain(first.reservation.reference);
    expect(mails[0]!.text).toContain("Paid: €412.50 with Visa ending in 4242");
    // the same request id answers the same checkout, now with its reservation
    const repeated = (await post("/api/checkouts", body)).json.data as Json;
    expect(repeated.checkout).toMatchObject({
      checkout_id: checkout.checkout_id,
      status: "CONFIRMED",
    });
    expect(repeated.reservation.reservation_id).toBe(first.reservation.reservation_id);
  });

  it("is settled by the provider's notification without the traveller coming back", async () => {
    const { checkout } = await start();
    await pay(checkout.checkout_url, "5555555555554444");
    // the provider notifies the upstream's /api/checkouts/notify; wait until it is settled
    let found: Json = {};
    for (let i = 0; i < 200; i++) {
      found = (await checkoutAction("find", checkout.checkout_id)).json.data;
      if (found.checkout.status !== "AWAITING_PAYMENT") break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(found.checkout.status).toBe("CONFIRMED");
    expect(found.reservation.reservation_id).toBe(found.checkout.reservation_id);
  });

  it("stays to pay after a declined card, with the provider's reason", async () => {
    const { checkout } = await start();
    await pay(checkout.checkout_url, "4000000000000002");
    const after = await complete(checkout.checkout_id);
    expect(after.checkout).toMatchObject({
      status: "AWAITING_PAYMENT",
      failure: "Your card was declined.",
    });
    expect(after.reservation).toBeNull();
  });

  it("is cancelled when the traveller cancels on the provider's page", async () => {
    const { checkout } = await start();
    await fetch(`${checkout.checkout_url}/cancel`, { method: "POST", redirect: "manual" });
    expect((await complete(checkout.checkout_id)).checkout.status).toBe("CANCELLED");
  });

  it("refunds a paid checkout whose certificate was spent meanwhile", async () => {
    const certificate = {
      card_code: "CERT-HLT-001",
      payment_card_id: 1001,
      kind: "certificate",
      amount_used: 120,
    };
    const { checkout } = await start({ cards: [certificate] });
    // the same certificate books another trip first
    const other = await post("/api/reservations", {
      ...startBody({ cards: [certificate] }),
      action: "create",
    });
    expect(other.httpStatus).toBe(200);
    await pay(checkout.checkout_url, "4242424242424242");
    const after = await complete(checkout.checkout_id);
    expect(after.checkout).toMatchObject({
      status: "FAILED",
      failure: "Card CERT-HLT-001 has already been used",
    });
    expect(after.reservation).toBeNull();
    expect(await payment(checkout.checkout_url)).toMatchObject({
      status: "succeeded",
      amount_refunded_minor: 41250,
    });
  });

  it("refunds a paid checkout whose last room was booked meanwhile, and starts none for a sold-out night", async () => {
    const stay = { check_in: day(20), check_out: day(22) };
    await upstream.db.query(
      `UPDATE offer_calendar SET units_left = 1 WHERE offer_id = 101
       AND day >= $1::date AND day < $1::date + 2`,
      [stay.check_in],
    );
    const trip = { ...stay, subtotal_usd: await calendarTotal(stay.check_in, stay.check_out) };
    const { checkout } = await start(trip);
    // another traveller books the last room of both nights first
    const other = await post("/api/reservations", {
      ...startBody({ ...trip, token: wallet }),
      action: "create",
    });
    expect(other.httpStatus).toBe(200);
    await pay(checkout.checkout_url, "4242424242424242");
    const after = await complete(checkout.checkout_id);
    expect(after.checkout).toMatchObject({
      status: "FAILED",
      failure: `The offer is sold out on ${stay.check_in}`,
    });
    expect(after.reservation).toBeNull();
    expect(await payment(checkout.checkout_url)).toMatchObject({
      status: "succeeded",
      amount_refunded_minor: 41250,
    });
    const left = await upstream.db.query<{ units_left: number }>(
      `SELECT units_left FROM offer_calendar WHERE offer_id = 101
       AND day >= $1::date AND day < $1::date + 2 ORDER BY day`,
      [stay.check_in],
    );
    expect(left.map((r) => r.units_left)).toEqual([0, 0]);
    // a new checkout of the sold-out nights is refused before any payment is asked for
    const refused = await post("/api/checkouts", startBody(trip));
    expect(refused).toEqual({
      httpStatus: 409,
      json: { status: 0, code: "SOLD_OUT", message: `The offer is sold out on ${stay.check_in}` },
    });
    const stale = await post("/api/checkouts", startBody({ subtotal_usd: subtotal + 1 }));
    expect(stale.json.code).toBe("PRICE_CHANGED");
  });

  it("sends the traveller back to the page the gateway names, and refuses another kind", async () => {
    const { checkout } = await start({ return_url: "http://127.0.0.1:5555/checkout/return" });
    const back = await pay(checkout.checkout_url, "4242424242424242");
    expect(back).toMatch(
      new RegExp(
        `^http://127\\.0\\.0\\.1:5555/checkout/return\\?checkout=${checkout.checkout_id}&payment_id=pay_`,
      ),
    );
    for (const return_url of ["javascript:alert(1)", "/checkout/return", "http://x/#frag"]) {
      const refused = await post("/api/checkouts", startBody({ return_url }));
      expect(refused.httpStatus).toBe(400);
      expect(refused.json.message).toMatch(/^return_url must be an http\(s\) URL/);
    }
  });

  it("books at once when nothing is left to pay", async () => {
    const answer = await start({ total: 0 });
    expect(answer.checkout).toBeNull();
    expect(answer.reservation).toMatchObject({ total: 0, status: "CONFIRMED" });
  });

  it("keeps a user's checkout from another user, and refuses what is not a checkout", async () => {
    const { checkout } = await start();
    expect((await checkoutAction("find", checkout.checkout_id, wallet)).httpStatus).toBe(404);
    expect((await checkoutAction("complete", "co_nope")).httpStatus).toBe(400);
    expect((await post("/api/checkouts", { token: traveller, action: "pay" })).httpStatus).toBe(
      400,
    );
    expect((await post("/api/checkouts/notify", { payment_id: "pay_unknown" })).httpStatus).toBe(
      404,
    );
  });
});
