/** The payment provider's JSON API (see provider.ts): create, read and refund payments. */
import { fromMinorUnits, minorUnit } from "@travel/schema/money";
import type { Db } from "../db/db";
import type { ApiRequest, ApiResponse } from "../http/router";
import { readNewPayment, type ProviderError } from "./requests";
import {
  createPayment,
  findPayment,
  refundPayment,
  type PaymentRow,
  type PaymentStatus,
} from "./store";

const apiError = (httpStatus: number, error: ProviderError): ApiResponse => ({
  httpStatus,
  body: { error },
});

/** A payment as the API answers it. */
export function paymentJson(row: PaymentRow, baseUrl: string) {
  const amountMinor = Number(row.amount_minor);
  return {
    id: row.payment_id,
    status: row.status as PaymentStatus,
    amount_minor: amountMinor,
    amount: fromMinorUnits(amountMinor, row.currency).toFixed(minorUnit(row.currency)),
    currency: row.currency,
    description: row.description,
    reference: row.reference,
    amount_refunded_minor: Number(row.amount_refunded_minor),
    card: row.card_last4 === null ? null : { brand: row.card_brand, last4: row.card_last4 },
    last_error:
      row.last_error_code === null
        ? null
        : { code: row.last_error_code, message: row.last_error_message },
    checkout_url: `${baseUrl}/pay/${row.payment_id}`,
    created_at: row.created_at.toISOString(),
  };
}

export interface PaymentApiDeps {
  /** The API key callers must send as a bearer token. */
  apiKey: string;
  /** The provider's base URL. */
  base: () => string;
  now: () => Date;
}

export function paymentApi(db: Db, { apiKey, base, now }: PaymentApiDeps) {
  const authorized = (request: ApiRequest) => request.authorization === `Bearer ${apiKey}`;
  const UNAUTHORIZED = apiError(401, {
    code: "unauthorized",
    message: "Send the provider's API key as a bearer token.",
  });
  const NOT_FOUND = apiError(404, { code: "not_found", message: "No such payment." });

  const create = async (request: ApiRequest): Promise<ApiResponse> => {
    if (!authorized(request)) return UNAUTHORIZED;
    const read = readNewPayment(request.body, request.idempotencyKey);
    if (!read.ok) return apiError(400, read.error);
    const { row, created } = await createPayment(db, read.payment, now());
    return { httpStatus: created ? 201 : 200, body: paymentJson(row, base()) };
  };

  const get = async (request: ApiRequest): Promise<ApiResponse> => {
    if (!authorized(request)) return UNAUTHORIZED;
    const row = await findPayment(db, request.params?.id ?? "");
    return row === null ? NOT_FOUND : { httpStatus: 200, body: paymentJson(row, base()) };
  };

  const refund = async (request: ApiRequest): Promise<ApiResponse> => {
    if (!authorized(request)) return UNAUTHORIZED;
    const id = request.params?.id ?? "";
    const payment = await findPayment(db, id);
    if (payment === null) return NOT_FOUND;
    const left = Number(payment.amount_minor) - Number(payment.amount_refunded_minor);
    const asked = request.body.amount_minor ?? left;
    if (typeof asked !== "number" || !Number.isSafeInteger(asked) || asked <= 0)
      return apiError(400, {
        code: "invalid_amount",
        message: "amount_minor must be a whole number of minor units above zero.",
      });
    const outcome = await refundPayment(db, id, asked, request.idempotencyKey ?? null, now());
    switch (outcome.kind) {
      case "not_found":
        return NOT_FOUND;
      case "not_succeeded":
        return apiError(409, {
          code: "payment_not_succeeded",
          message: "Only a succeeded payment can be refunded.",
        });
      case "exceeds":
        return apiError(400, {
          code: "amount_too_large",
          message: `At most ${outcome.refundable} minor units are left to refund.`,
        });
      case "refunded":
        return {
          httpStatus: 200,
          body: {
            refund: {
              id: outcome.refund.refund_id,
              payment_id: outcome.refund.payment_id,
              amount_minor: outcome.refund.amount_minor,
              status: "succeeded",
              created_at: outcome.refund.created_at.toISOString(),
            },
            payment: paymentJson(outcome.payment, base()),
          },
        };
    }
  };

  return { create, get, refund };
}
