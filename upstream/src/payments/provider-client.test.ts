/**
 * The upstream's payment provider client: against the embedded provider on a started upstream
 * (create, read, refund, refusals), and against a bare server for the faults (silent, not JSON,
 * not a payment, unreachable).
 */
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { HttpError } from "../http/http-error";
import type { RunningUpstream } from "../index";
import {
  EMBEDDED_PAYMENT_PROVIDER_KEY,
  PAYMENT_PROVIDER_PREFIX,
} from "../payment-provider/provider";
import { startPreparedUpstream } from "../testing/prepared-upstream";
import {
  PAYMENT_PROVIDER_MALFORMED,
  PAYMENT_PROVIDER_TIMEOUT,
  PAYMENT_PROVIDER_UNAVAILABLE,
  PaymentProviderRefusal,
  paymentProviderClient,
} from "./provider-client";

let upstream: RunningUpstream;
let bare: Server;
let bareUrl: string;
let answer: (res: ServerResponse) => void = (res) => res.end("{}");

beforeAll(async () => {
  bare = createServer((req, res) => {
    req.resume();
    req.on("end", () => answer(res));
  });
  await new Promise<void>((resolve) => bare.listen(0, "127.0.0.1", resolve));
  bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;
  upstream = await startPreparedUpstream("payment-client");
}, 60_000);

afterAll(async () => {
  await upstream?.close();
  bare?.closeAllConnections();
  await new Promise((resolve) => bare?.close(resolve));
});

const embedded = () =>
  paymentProviderClient({
    baseUrl: `${upstream.url}${PAYMENT_PROVIDER_PREFIX}`,
    apiKey: EMBEDDED_PAYMENT_PROVIDER_KEY,
  });

const newPayment = {
  amountMinor: 50_000,
  currency: "JPY",
  description: "Car hire, Osaka",
  reference: "checkout-1",
  returnUrl: "http://127.0.0.1:9/return",
};

describe("with the embedded provider", () => {
  it("creates a payment once per key, reads it, and refunds it once paid", async () => {
    const client = embedded();
    const created = await client.createPayment(newPayment, "client-key-1");
    expect(created).toMatchObject({
      status: "requires_payment_method",
      amountMinor: 50_000,
      currency: "JPY",
      reference: "checkout-1",
      card: null,
      lastError: null,
    });
    expect((await client.createPayment(newPayment, "client-key-1")).id).toBe(created.id);
    // the traveller pays on the provider's page
    const paid = await fetch(created.checkoutUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "name=Ada&number=4242424242424242&expiry=12%2F39&cvc=123",
      redirect: "manual",
    });
    expect(paid.status).toBe(303);
    expect(await client.getPayment(created.id)).toMatchObject({
      status: "succeeded",
      card: { brand: "Visa", last4: "4242" },
    });
    const refunded = await client.refund(created.id, undefined, "refund-key-1");
    expect(refunded.payment.amountRefundedMinor).toBe(50_000);
    await expect(client.refund(created.id, 1, "refund-key-2")).rejects.toMatchObject({
      httpStatus: 400,
      code: "amount_too_large",
    });
  });

  it("passes on the provider's refusals with their codes", async () => {
    const wrongKey = paymentProviderClient({
      baseUrl: `${upstream.url}${PAYMENT_PROVIDER_PREFIX}`,
      apiKey: "sk_wrong",
    });
    const refusal = await wrongKey.getPayment("pay_x").catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(PaymentProviderRefusal);
    expect(refusal).toMatchObject({ httpStatus: 401, code: "unauthorized" });
    await expect(embedded().getPayment("pay_unknown")).rejects.toMatchObject({
      httpStatus: 404,
      code: "not_found",
    });
  });
});

describe("when the provider misbehaves", () => {
  const bareClient = (timeoutMs = 2000) =>
    paymentProviderClient({ baseUrl: bareUrl, apiKey: "k", timeoutMs });
  const failure = async (promise: Promise<unknown>) => {
    const error = await promise.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    return { httpStatus: (error as HttpError).httpStatus, message: (error as HttpError).message };
  };

  it("is a 504 when it does not answer in time", async () => {
    answer = () => undefined;
    expect(await failure(bareClient(200).getPayment("pay_1"))).toEqual({
      httpStatus: 504,
      message: PAYMENT_PROVIDER_TIMEOUT,
    });
    bare.closeAllConnections();
  });

  it("is a 502 when it answers what is not JSON or not a payment, or fails", async () => {
    answer = (res) => res.end("<html>");
    expect(await failure(bareClient().getPayment("pay_1"))).toEqual({
      httpStatus: 502,
      message: PAYMENT_PROVIDER_MALFORMED,
    });
    answer = (res) => res.end(JSON.stringify({ id: "pay_1", status: "paid" }));
    expect(await failure(bareClient().getPayment("pay_1"))).toEqual({
      httpStatus: 502,
      message: PAYMENT_PROVIDER_MALFORMED,
    });
    answer = (res) => {
      res.statusCode = 500;
      res.end("oops");
    };
    expect(await failure(bareClient().getPayment("pay_1"))).toEqual({
      httpStatus: 502,
      message: `${PAYMENT_PROVIDER_UNAVAILABLE} (HTTP 500)`,
    });
  });

  it("is a 502 when it cannot be reached", async () => {
    const nowhere = paymentProviderClient({ baseUrl: "http://127.0.0.1:9", apiKey: "k" });
    expect(await failure(nowhere.getPayment("pay_1"))).toEqual({
      httpStatus: 502,
      message: PAYMENT_PROVIDER_UNAVAILABLE,
    });
  });
});
