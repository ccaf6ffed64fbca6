/**
 * The embedded payment provider: a separate HTTP API standing in for a card payment service
 * (the shape of a hosted checkout: the site creates a payment, sends the traveller to the
 * provider's page, and reads the outcome back over HTTP). Mounted under `/payment-provider` on
 * the upstream's server and reached only over HTTP; PAYMENT_PROVIDER_URL names another.
 *
 * API (JSON, `Authorization: Bearer <key>`; errors are `{ error: { code, message } }`):
 * - POST /api/payments `{ amount_minor, currency, description, reference, return_url,
 *   notify_url? }` (an Idempotency-Key header makes a repeat answer the first) → the payment
 *   with its `checkout_url`
 * - GET /api/payments/{id} → the payment: status `requires_payment_method`, `requires_action`,
 *   `succeeded` or `canceled`, the card's brand and last four digits, the last error
 * - POST /api/payments/{id}/refunds `{ amount_minor? }` (all that is left by default;
 *   Idempotency-Key) → the refund and the payment
 *
 * Pages (forms POSTed as application/x-www-form-urlencoded):
 * - GET/POST /pay/{id}: the card form; a success or a cancel goes back to the payment's
 *   `return_url` with `payment_id` added, a challenge card goes to /pay/{id}/challenge
 * - GET/POST /pay/{id}/challenge: complete or fail the 3-D Secure style step
 * - POST /pay/{id}/cancel
 * When a payment succeeds or is cancelled, `notify_url` (if any) gets `{ type, payment_id }`.
 */
import type { Db } from "../db/db";
import type { ApiRequest, ApiResponse, Route } from "../http/router";
import { checkCardForm, type CardForm } from "./cards";
import { renderChallengePage, renderCheckoutPage, renderClosedPage, shownAmount } from "./pages";
import { changePayment, findPayment, type PaymentRow, type PaymentStatus } from "./store";
import { paymentApi } from "./api";

export const PAYMENT_PROVIDER_PREFIX = "/payment-provider";

/** The key the embedded provider takes when PAYMENT_PROVIDER_KEY is unset. */
export const EMBEDDED_PAYMENT_PROVIDER_KEY = "sk_test_embedded_provider";

export interface PaymentProviderOptions {
  /** The API key callers must send as a bearer token. */
  apiKey: string;
  /** This provider's own base URL (its pages' addresses are built on it). */
  baseUrl: () => string;
  now?: () => Date;
  /** Sends a notification; the default POSTs JSON with a 5 s timeout and ignores failures. */
  notify?: (url: string, body: { type: string; payment_id: string }) => Promise<void>;
}

export interface PaymentProvider {
  routes: Route[];
  /** Resolves once the notifications under way are sent (or have failed). */
  settled(): Promise<void>;
}

const HTML = "text/html; charset=utf-8";
const page = (httpStatus: number, body: string): ApiResponse => ({
  httpStatus,
  body,
  contentType: HTML,
});
const seeOther = (location: string): ApiResponse => ({
  ...page(303, renderClosedPage("Continue to the next page.", location)),
  location,
});
const withPaymentId = (returnUrl: string, paymentId: string): string => {
  const url = new URL(returnUrl);
  url.searchParams.set("payment_id", paymentId);
  return url.href;
};

const defaultNotify = async (url: string, body: { type: string; payment_id: string }) => {
  await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(5000),
  });
};

const formText = (body: Record<string, unknown>, name: string): string =>
  typeof body[name] === "string" ? body[name] : "";

export function createPaymentProvider(db: Db, options: PaymentProviderOptions): PaymentProvider {
  const now = options.now ?? (() => new Date());
  const notify = options.notify ?? defaultNotify;
  const inFlight = new Set<Promise<void>>();
  const base = options.baseUrl;

  const announce = (row: PaymentRow) => {
    if (row.notify_url === null) return;
    const type = row.status === "succeeded" ? "payment.succeeded" : "payment.canceled";
    const sending = notify(row.notify_url, { type, payment_id: row.payment_id })
      .catch(() => undefined)
      .finally(() => inFlight.delete(sending));
    inFlight.add(sending);
  };

  const api = paymentApi(db, { apiKey: options.apiKey, base, now });

  const payingFor = (row: PaymentRow) => {
    const amountMinor = Number(row.amount_minor);
    return {
      paymentId: row.payment_id,
      amountMinor,
      currency: row.currency,
      description: row.description,
      amountText: shownAmount(amountMinor, row.currency),
      action: `${base()}/pay/${row.payment_id}`,
      cancelAction: `${base()}/pay/${row.payment_id}/cancel`,
    };
  };

  /** The page of a payment that is no longer open, or null when it is. */
  const closed = (row: PaymentRow | null): ApiResponse | null => {
    if (row === null) return page(404, renderClosedPage("There is no such payment.", null));
    if (row.status === "succeeded")
      return page(409, renderClosedPage("This payment has been made.", row.return_url));
    if (row.status === "canceled")
      return page(409, renderClosedPage("This payment was cancelled.", row.return_url));
    return null;
  };

  const checkoutPage = async (request: ApiRequest): Promise<ApiResponse> => {
    const row = await findPayment(db, request.params?.id ?? "");
    const refusal = closed(row);
    if (refusal !== null || row === null) return refusal!;
    if (row.status === "requires_action")
      return seeOther(`${base()}/pay/${row.payment_id}/challenge`);
    const error =
      row.last_error_message === null
        ? undefined
        : { field: null, message: row.last_error_message };
    return page(200, renderCheckoutPage(payingFor(row), {}, error));
  };

  const pay = async (request: ApiRequest): Promise<ApiResponse> => {
    const row = await findPayment(db, request.params?.id ?? "");
    const refusal = closed(row);
    if (refusal !== null || row === null) return refusal!;
    const form: CardForm = {
      name: formText(request.body, "name"),
      number: formText(request.body, "number"),
      expiry: formText(request.body, "expiry"),
      cvc: formText(request.body, "cvc"),
    };
    const checked = checkCardForm(form, now());
    if (!checked.ok) return page(400, renderCheckoutPage(payingFor(row), form, checked.error));
    const { card, last4 } = checked.accepted;
    const cardFields = { cardBrand: card.brand, cardLast4: last4 };
    const from: PaymentStatus[] = ["requires_payment_method"];
    if (card.outcome.kind === "declined") {
      const { code, message } = card.outcome;
      await changePayment(
        db,
        row.payment_id,
        from,
        {
          status: "requires_payment_method",
          ...cardFields,
          errorCode: code,
          errorMessage: message,
        },
        now(),
      );
      return page(402, renderCheckoutPage(payingFor(row), form, { field: null, message }));
    }
    const status = card.outcome.kind === "challenge" ? "requires_action" : "succeeded";
    const changed = await changePayment(db, row.payment_id, from, { status, ...cardFields }, now());
    // a second submit of the same page after the first went through: show where it is now
    if (changed === null) return checkoutPage(request);
    if (status === "requires_action") return seeOther(`${base()}/pay/${row.payment_id}/challenge`);
    announce(changed);
    return seeOther(withPaymentId(row.return_url, row.payment_id));
  };

  const challengePage = async (request: ApiRequest): Promise<ApiResponse> => {
    const row = await findPayment(db, request.params?.id ?? "");
    const refusal = closed(row);
    if (refusal !== null || row === null) return refusal!;
    if (row.status !== "requires_action") return seeOther(`${base()}/pay/${row.payment_id}`);
    return page(
      200,
      renderChallengePage({
        amountText: shownAmount(Number(row.amount_minor), row.currency),
        last4: row.card_last4 ?? "",
        action: `${base()}/pay/${row.payment_id}/challenge`,
      }),
    );
  };

  const answerChallenge = async (request: ApiRequest): Promise<ApiResponse> => {
    const id = request.params?.id ?? "";
    const outcome = formText(request.body, "outcome");
    const change =
      outcome === "complete"
        ? { status: "succeeded" as const }
        : {
            status: "requires_payment_method" as const,
            errorCode: "authentication_failed",
            errorMessage: "We could not authenticate your payment. Choose another card.",
          };
    const changed = await changePayment(db, id, ["requires_action"], change, now());
    if (changed === null) return challengePage(request);
    if (changed.status !== "succeeded") return seeOther(`${base()}/pay/${id}`);
    announce(changed);
    return seeOther(withPaymentId(changed.return_url, id));
  };

  const cancel = async (request: ApiRequest): Promise<ApiResponse> => {
    const id = request.params?.id ?? "";
    const changed = await changePayment(
      db,
      id,
      ["requires_payment_method", "requires_action"],
      { status: "canceled" },
      now(),
    );
    if (changed === null) return checkoutPage(request);
    announce(changed);
    return seeOther(withPaymentId(changed.return_url, id));
  };

  const P = PAYMENT_PROVIDER_PREFIX;
  return {
    routes: [
      { method: "POST", path: `${P}/api/payments`, handler: api.create },
      { method: "GET", path: `${P}/api/payments/{id}`, handler: api.get },
      { method: "POST", path: `${P}/api/payments/{id}/refunds`, handler: api.refund },
      { method: "GET", path: `${P}/pay/{id}`, handler: checkoutPage },
      { method: "POST", path: `${P}/pay/{id}`, handler: pay },
      { method: "GET", path: `${P}/pay/{id}/challenge`, handler: challengePage },
      { method: "POST", path: `${P}/pay/{id}/challenge`, handler: answerChallenge },
      { method: "POST", path: `${P}/pay/{id}/cancel`, handler: cancel },
    ],
    async settled() {
      await Promise.all([...inFlight]);
    },
  };
}
