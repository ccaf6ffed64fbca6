/**
 * Typed client of the upstream's checkouts (POST /api/checkouts: start, complete, find; the
 * session token in the body like /api/reservations). A start, and a complete, may book: they
 * run under the write time limit. A documented refusal (400, 401, 403, 404, 409) is an answer;
 * the payment provider's failures reach the caller as the upstream's 502 and 504.
 */
import type { components } from "@travel/schema/rest";
import type { CreateReservationRequest, ReservationEntry } from "../booking/booking.mappers";
import { contractDecoder } from "../upstream/contract";
import type { UpstreamCallMeta, UpstreamHttp } from "../upstream/http";

export const CHECKOUTS_PATH = "/api/checkouts";

export type CheckoutEntry = components["schemas"]["Checkout"];

/** What the upstream answered: the checkout and its reservation, or its refusal. */
export type CheckoutResult =
  | { ok: true; checkout: CheckoutEntry | null; reservation: ReservationEntry | null }
  | { ok: false; httpStatus: number; code: string | null; message: string };

const decodeCheckout = contractDecoder(
  "post",
  CHECKOUTS_PATH,
  (body, httpStatus): CheckoutResult =>
    body.status === 0
      ? { ok: false, httpStatus, code: "code" in body ? body.code : null, message: body.message }
      : { ok: true, checkout: body.data.checkout, reservation: body.data.reservation },
  [200, 400, 401, 403, 404, 409],
);

export interface CheckoutClient {
  /** Starts a checkout; `returnPage` is the site's page the traveller comes back to. */
  start(
    meta: UpstreamCallMeta,
    token: string,
    request: CreateReservationRequest,
    returnPage: string | undefined,
  ): Promise<CheckoutResult>;
  complete(meta: UpstreamCallMeta, token: string, checkoutId: string): Promise<CheckoutResult>;
  find(meta: UpstreamCallMeta, token: string, checkoutId: string): Promise<CheckoutResult>;
}

export interface CheckoutClientOptions {
  timeoutMs: number;
  /** Time limit of a start or complete, which may book (UPSTREAM_WRITE_TIMEOUT_MS). */
  writeTimeoutMs: number;
}

export function createCheckoutClient(
  http: UpstreamHttp,
  options: CheckoutClientOptions,
): CheckoutClient {
  const write = { timeoutMs: options.writeTimeoutMs, decodeClientErrors: true };
  /** An action on one checkout: safe to repeat, so retried like a read. */
  const byId = (
    action: "complete" | "find",
    meta: UpstreamCallMeta,
    token: string,
    checkoutId: string,
    limits: { timeoutMs: number; decodeClientErrors: boolean },
  ) =>
    http.post(CHECKOUTS_PATH, { token, action, checkout_id: checkoutId }, meta, decodeCheckout, {
      ...limits,
      idempotent: true,
    });
  return {
    start: (meta, token, request, returnPage) =>
      http.post(
        CHECKOUTS_PATH,
        {
          token,
          action: "start",
          ...request,
          ...(returnPage === undefined ? {} : { return_url: returnPage }),
        },
        meta,
        decodeCheckout,
        write,
      ),
    // completing again settles nothing twice (the upstream books and mails once); find only reads
    complete: (meta, token, checkoutId) => byId("complete", meta, token, checkoutId, write),
    find: (meta, token, checkoutId) =>
      byId("find", meta, token, checkoutId, {
        timeoutMs: options.timeoutMs,
        decodeClientErrors: true,
      }),
  };
}
