/**
 * Typed client of the upstream's cancellation endpoint: POST /api/reservations/cancel with the
 * session token in the body. Its refusals (400, 401, 404, 409) are answers, not errors.
 */
import type { ReservationEntry } from "../booking/booking.mappers";
import { contractDecoder } from "../upstream/contract";
import type { UpstreamCallMeta, UpstreamHttp } from "../upstream/http";

export const CANCEL_PATH = "/api/reservations/cancel";

export type CancelResult =
  | { ok: true; reservation: ReservationEntry; duplicate: boolean }
  | { ok: false; code: string | null; message: string };

const decodeCancel = contractDecoder(
  "post",
  CANCEL_PATH,
  (body): CancelResult =>
    body.status === 1
      ? { ok: true, reservation: body.data, duplicate: body.duplicate }
      : { ok: false, code: "code" in body ? (body.code ?? null) : null, message: body.message },
  [200, 400, 401, 404, 409],
);

export interface CancellationClient {
  cancel(meta: UpstreamCallMeta, token: string, reservationId: number): Promise<CancelResult>;
}

export function createCancellationClient(
  http: UpstreamHttp,
  options: { writeTimeoutMs: number },
): CancellationClient {
  return {
    cancel: (meta, token, reservationId) =>
      http.post(CANCEL_PATH, { token, reservation_id: reservationId }, meta, decodeCancel, {
        timeoutMs: options.writeTimeoutMs,
        decodeClientErrors: true,
      }),
  };
}
