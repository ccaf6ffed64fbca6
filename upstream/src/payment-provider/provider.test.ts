/**
 * The embedded payment provider over HTTP on a real started upstream: creating payments (key,
 * validation, idempotency), paying on its pages with each test card (success, decline, the
 * challenge passed and failed), cancelling, refunding, and the notification to the site.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { loadOpenApiContract } from "../contract/openapi-contract";
import type { RunningUpstream } from "../index";
import { startPreparedUpstream } from "../testing/prepared-upstream";
import { EMBEDDED_PAYMENT_PROVIDER_KEY, PAYMENT_PROVIDER_PREFIX } from "./provider";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let upstream: RunningUpstream;
let site: Server;
let siteUrl: string;
const notifications: Json[] = [];
let notified: () => void = () => undefined;

const RETURN_URL = "http://127.0.0.1:9/checkout/return?booking=17";

beforeAll(async () => {
  site = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      notifications.push(JSON.parse(body) as Json);
      notified();
      response.end();
    });
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  upstream = await startPreparedUpstream("payments");
}, 60_000);

afterAll(async () => {
  await upstream?.close();
  await new Promise((resolve) => site?.close(resolve));
});

const contract = loadOpenApiContract();
const api = (path: string) => `${upstream.url}${PAYMENT_PROVIDER_PREFIX}/api${path}`;
const auth = { authorization: `Bearer ${EMBEDDED_PAYMENT_PROVIDER_KEY}` };

async function call(path: string, body?: unknown, headers: Record<string, string> = auth) {
  const response = await fetch(api(path), {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json", ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as Json;
  // every answer is the one openapi.yaml documents
  const template = `${PAYMENT_PROVIDER_PREFIX}/api${path.replace(/\/payments\/[^/]+/, "/payments/{id}")}`;
  const validate = contract.responseValidator(
    body === undefined ? "GET" : "POST",
    template,
    response.status,
  );
  if (!validate(json))
    throw new Error(
      `${template} ${response.status} breaks openapi.yaml: ${JSON.stringify(validate.errors)}`,
    );
  return { status: response.status, json };
}

const newPayment = (overrides: Json = {}) => ({
  amount_minor: 123450,
  currency: "usd",
  description: "Flight LIS–NYC, 2 travellers",
  reference: "attempt-1",
  return_url: RETURN_URL,
  ...overrides,
});

async function create(overrides: Json = {}, key?: string) {
  const { status, json } = await call(
    "/payments",
    newPayment(overrides),
    key === undefined ? auth : { ...auth, "idempotency-key": key },
  );
  expect([200, 201]).toContain(status);
  return json;
}

/** Posts a page form; answers the status, the Location and the page's text. */
async function submit(url: string, fields: Record<string, string>) {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
  return {
    status: response.status,
    location: response.headers.get("location"),
    text: await response.text(),
  };
}

const card = (number: string) => ({ name: "Ada Traveller", number, expiry: "12/39", cvc: "123" });
const payment = async (id: string) => (await call(`/payments/${id}`)).json;

describe("creating a payment", () => {
  it("asks for the API key", async () => {
    const { status, json } = await call("/payments", newPayment(), {});
    expect(status).toBe(401);
    expect(json.error.code).toBe("unauthorized");
  });

  it.each([
    [{ amount_minor: 0 }, "amount_minor"],
    [{ amount_minor: 12.5 }, "amount_minor"],
    [{ currency: "XYZ1" }, "currency"],
    [{ description: "" }, "description"],
    [{ reference: undefined }, "reference"],
    [{ return_url: "javascript:alert(1)" }, "return_url"],
    [{ notify_url: "ftp://x" }, "notify_url"],
  ])("refuses %p, naming %s", async (overrides, param) => {
    const { status, json } = await call("/payments", newPayment(overrides));
    expect(status).toBe(400);
    expect(json.error).toMatchObject({ code: "invalid_request", param });
  });

  it("answers the first payment to a repeated request with the same idempotency key", async () => {
    const first = await create({}, "key-repeat");
    const again = await create({ amount_minor: 999 }, "key-repeat");
    expect(again.id).toBe(first.id);
    expect(again.amount_minor).toBe(123450);
    expect(first).toMatchObject({
      status: "requires_payment_method",
      amount: "1234.50",
      currency: "USD",
      checkout_url: `${upstream.url}${PAYMENT_PROVIDER_PREFIX}/pay/${first.id}`,
    });
  });
});

describe("paying on the provider's page", () => {
  it("shows the amount and the test cards, and succeeds with the success card", async () => {
    const { id, checkout_url } = await create({ notify_url: `${siteUrl}/hooks/payments` });
    const page = await (await fetch(checkout_url)).text();
    expect(page).toContain("$1,234.50");
    expect(page).toContain("4242 4242 4242 4242");
    const arrived = new Promise<void>((resolve) => (notified = resolve));
    const paid = await submit(checkout_url, card("4242 4242 4242 4242"));
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(`${RETURN_URL}&payment_id=${id}`);
    expect(await payment(id)).toMatchObject({
      status: "succeeded",
      card: { brand: "Visa", last4: "4242" },
      last_error: null,
    });
    await arrived;
    expect(notifications).toContainEqual({ type: "payment.succeeded", payment_id: id });
    // paid once: the page and a second submit say so
    expect((await fetch(checkout_url)).status).toBe(409);
    expect((await submit(checkout_url, card("4242424242424242"))).status).toBe(409);
  });

  it("keeps the form's refusals on the page without taking the payment", async () => {
    const { id, checkout_url } = await create();
    const refused = await submit(checkout_url, { ...card("4242424242424241") });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("Your card number is incorrect.");
    expect(refused.text).toContain('aria-invalid="true"');
    expect(refused.text).not.toContain('value="123"');
    expect((await payment(id)).status).toBe("requires_payment_method");
  });

  it("declines the decline card, and then takes another", async () => {
    const { id, checkout_url } = await create();
    const declined = await submit(checkout_url, card("4000000000000002"));
    expect(declined.status).toBe(402);
    expect(declined.text).toContain("Your card was declined.");
    expect(await payment(id)).toMatchObject({
      status: "requires_payment_method",
      last_error: { code: "card_declined", message: "Your card was declined." },
    });
    expect((await submit(checkout_url, card("5555555555554444"))).status).toBe(303);
    expect(await payment(id)).toMatchObject({
      status: "succeeded",
      card: { brand: "Mastercard", last4: "4444" },
      last_error: null,
    });
  });

  it("asks the challenge card for authentication, and succeeds once it is completed", async () => {
    const { id, checkout_url } = await create();
    const asked = await submit(checkout_url, card("4000 0000 0000 3220"));
    expect(asked.status).toBe(303);
    expect(asked.location).toBe(`${checkout_url}/challenge`);
    expect((await payment(id)).status).toBe("requires_action");
    expect(await (await fetch(`${checkout_url}/challenge`)).text()).toContain("ending in 3220");
    const completed = await submit(`${checkout_url}/challenge`, { outcome: "complete" });
    expect(completed.location).toBe(`${RETURN_URL}&payment_id=${id}`);
    expect((await payment(id)).status).toBe("succeeded");
  });

  it("goes back to the card form when the challenge fails", async () => {
    const { id, checkout_url } = await create();
    await submit(checkout_url, card("4000000000003220"));
    const failed = await submit(`${checkout_url}/challenge`, { outcome: "fail" });
    expect(failed.location).toBe(checkout_url);
    expect(await payment(id)).toMatchObject({
      status: "requires_payment_method",
      last_error: { code: "authentication_failed" },
    });
    expect(await (await fetch(checkout_url)).text()).toContain("could not authenticate");
  });

  it("cancels, back to the site, and takes no card after", async () => {
    const { id, checkout_url } = await create();
    const cancelled = await submit(`${checkout_url}/cancel`, {});
    expect(cancelled.location).toBe(`${RETURN_URL}&payment_id=${id}`);
    expect((await payment(id)).status).toBe("canceled");
    expect((await submit(checkout_url, card("4242424242424242"))).status).toBe(409);
  });

  it("answers an unknown payment with a 404 page", async () => {
    expect((await fetch(`${upstream.url}${PAYMENT_PROVIDER_PREFIX}/pay/pay_nope`)).status).toBe(
      404,
    );
    expect((await call("/payments/pay_nope")).status).toBe(404);
  });
});

describe("refunds", () => {
  it("refunds part, then the rest, never more, and answers a repeat with the first", async () => {
    const { id, checkout_url } = await create();
    expect((await call(`/payments/${id}/refunds`, { amount_minor: 100 })).status).toBe(409);
    await submit(checkout_url, card("4242424242424242"));
    const part = await call(
      `/payments/${id}/refunds`,
      { amount_minor: 23450 },
      {
        ...auth,
        "idempotency-key": "refund-1",
      },
    );
    expect(part.status).toBe(200);
    expect(part.json.payment.amount_refunded_minor).toBe(23450);
    const repeat = await call(
      `/payments/${id}/refunds`,
      { amount_minor: 23450 },
      {
        ...auth,
        "idempotency-key": "refund-1",
      },
    );
    expect(repeat.json.refund.id).toBe(part.json.refund.id);
    expect(repeat.json.payment.amount_refunded_minor).toBe(23450);
    const tooMuch = await call(`/payments/${id}/refunds`, { amount_minor: 100001 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.json.error.code).toBe("amount_too_large");
    const rest = await call(`/payments/${id}/refunds`, {});
    expect(rest.json.refund.amount_minor).toBe(100000);
    expect(rest.json.payment.amount_refunded_minor).toBe(123450);
  });
});
