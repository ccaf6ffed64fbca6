/**
 * The upstream's client of the card payment provider (PAYMENT_PROVIDER_URL, else the embedded
 * test provider): create a payment for the traveller to pay on the provider's page, read its
 * outcome, refund it. Every call has a deadline; an unreachable provider is a 502, a silent one a
 * 504, an answer that is not the provider's shape a 502. A refusal by the provider is a
 * PaymentProviderRefusal, with its code, for the caller to judge.
 */
import { HttpError } from "../http/http-error";
import { callProvider } from "../http/provider-call";

export const PAYMENT_PROVIDER_UNAVAILABLE = "Payment provider unavailable";
export const PAYMENT_PROVIDER_TIMEOUT = "Payment provider did not answer in time";
export const PAYMENT_PROVIDER_MALFORMED = "Payment provider answered with malformed data";
export const DEFAULT_PAYMENT_PROVIDER_TIMEOUT_MS = 5000;

export const PAYMENT_STATUSES = [
  "requires_payment_method",
  "requires_action",
  "succeeded",
  "canceled",
] as const;
export type ProviderPaymentStatus = (typeof PAYMENT_STATUSES)[number];

export interface ProviderPayment {
  id: string;
  status: ProviderPaymentStatus;
  amountMinor: number;
  currency: string;
  reference: string;
  amountRefundedMinor: number;
  checkoutUrl: string;
  card: { brand: string; last4: string } | null;
  lastError: { code: string; message: string } | null;
}

export interface NewProviderPayment {
  amountMinor: number;
  currency: string;
  description: string;
  reference: string;
  returnUrl: string;
  notifyUrl?: string;
}

/** The provider said no (a 4xx with its `{ error: { code, message } }`). */
export class PaymentProviderRefusal extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "PaymentProviderRefusal";
  }
}

export interface PaymentProviderClientOptions {
  /** Base URL of the provider, without a trailing slash (a function: read at each call). */
  baseUrl: string | (() => string);
  apiKey: string;
  timeoutMs?: number;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number =>
  typeof value === "number" && Number.isSafeInteger(value) && value >= 0;

/** The provider's payment, or null when the answer is not one. */
export function readProviderPayment(json: unknown): ProviderPayment | null {
  if (!isObject(json)) return null;
  const { id, status, amount_minor, currency, reference, amount_refunded_minor, checkout_url } =
    json;
  if (
    typeof id !== "string" ||
    !PAYMENT_STATUSES.some((s) => s === status) ||
    !isCount(amount_minor) ||
    typeof currency !== "string" ||
    typeof reference !== "string" ||
    !isCount(amount_refunded_minor) ||
    typeof checkout_url !== "string"
  )
    return null;
  const card = isObject(json.card) ? json.card : null;
  const lastError = isObject(json.last_error) ? json.last_error : null;
  return {
    id,
    status: status as ProviderPaymentStatus,
    amountMinor: amount_minor,
    currency,
    reference,
    amountRefundedMinor: amount_refunded_minor,
    checkoutUrl: checkout_url,
    card: card === null ? null : { brand: String(card.brand), last4: String(card.last4) },
    lastError:
      lastError === null
        ? null
        : { code: String(lastError.code), message: String(lastError.message) },
  };
}

export function paymentProviderClient(options: PaymentProviderClientOptions) {
  const failures = {
    unavailable: PAYMENT_PROVIDER_UNAVAILABLE,
    timeout: PAYMENT_PROVIDER_TIMEOUT,
    malformed: PAYMENT_PROVIDER_MALFORMED,
  };
  const call = async (
    method: "GET" | "POST",
    path: string,
    body?: unknown,
    idempotencyKey?: string,
  ): Promise<Json> => {
    const { status, json } = await callProvider(
      {
        url: `${typeof options.baseUrl === "string" ? options.baseUrl : options.baseUrl()}/api${path}`,
        method,
        body,
        headers: {
          authorization: `Bearer ${options.apiKey}`,
          ...(idempotencyKey === undefined ? {} : { "idempotency-key": idempotencyKey }),
        },
        timeoutMs: options.timeoutMs ?? DEFAULT_PAYMENT_PROVIDER_TIMEOUT_MS,
      },
      failures,
    );
    if (status >= 400 && status <= 499) {
      const error = isObject(json) && isObject(json.error) ? json.error : {};
      throw new PaymentProviderRefusal(
        status,
        typeof error.code === "string" ? error.code : "unknown",
        typeof error.message === "string" ? error.message : `HTTP ${status}`,
      );
    }
    if (status < 200 || status > 299 || !isObject(json))
      throw new HttpError(502, `${PAYMENT_PROVIDER_UNAVAILABLE} (HTTP ${status})`);
    return json;
  };
  const payment = (json: unknown): ProviderPayment => {
    const read = readProviderPayment(json);
    if (read === null) throw new HttpError(502, PAYMENT_PROVIDER_MALFORMED);
    return read;
  };

  return {
    /** Creates a payment; the same idempotency key answers the first one. */
    async createPayment(input: NewProviderPayment, idempotencyKey: string) {
      const body = {
        amount_minor: input.amountMinor,
        currency: input.currency,
        description: input.description,
        reference: input.reference,
        return_url: input.returnUrl,
        ...(input.notifyUrl === undefined ? {} : { notify_url: input.notifyUrl }),
      };
      return payment(await call("POST", "/payments", body, idempotencyKey));
    },
    async getPayment(paymentId: string) {
      return payment(await call("GET", `/payments/${encodeURIComponent(paymentId)}`));
    },
    /** Refunds `amountMinor` (all that is left when undefined); the key makes a repeat safe. */
    async refund(paymentId: string, amountMinor: number | undefined, idempotencyKey: string) {
      const json = await call(
        "POST",
        `/payments/${encodeURIComponent(paymentId)}/refunds`,
        amountMinor === undefined ? {} : { amount_minor: amountMinor },
        idempotencyKey,
      );
      return {
        refundId: isObject(json.refund) ? String(json.refund.id) : "",
        payment: payment(json.payment),
      };
    },
  };
}

export type PaymentProviderClient = ReturnType<typeof paymentProviderClient>;
