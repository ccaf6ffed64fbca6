/**
 * cancelReservation: signed in (SIGN_IN_REQUIRED), a reservation id (RESERVATION_NOT_FOUND when
 * it is not one), then the upstream cancels under the offer's policy; its refusals become user
 * errors (404 RESERVATION_NOT_FOUND, 409 TRIP_STARTED, an ended session SIGN_IN_REQUIRED). An
 * upstream failure is logged with the request id and answered CANCELLATION_FAILED.
 */
import type {
  CancelReservationError,
  CancelReservationErrorCode,
  CancelReservationInput,
  ResolversParentTypes,
} from "../__generated__/resolvers-types";
import { parseOfferId as parseId, toReservation } from "../booking/booking-model";
import type { GatewayContext } from "../context";
import { UpstreamError, upstreamFailureFields } from "../upstream/errors";
import { moneyContext } from "../wallet/money-context";
import { cancellationMessages } from "./cancellation-messages";
import type { CancelResult } from "./cancellation.client";

/** The upstream's refusals recognised (upstream/src/cancellations). */
const UPSTREAM_REFUSALS = {
  sessionExpired: "Session expired",
  notFound: "Reservation not found",
  tripStarted: "TRIP_STARTED",
} as const;

const error = (
  code: CancelReservationErrorCode,
  field: string | null = null,
): CancelReservationError => ({ field, code, message: cancellationMessages[code] });

type Payload = ResolversParentTypes["CancelReservationPayload"];
const refused = (code: CancelReservationErrorCode, field: string | null = null): Payload => ({
  reservation: null,
  errors: [error(code, field)],
});

export async function cancelReservation(
  ctx: GatewayContext,
  input: CancelReservationInput,
): Promise<Payload> {
  const check = await ctx.loaders.loginCheck.load();
  const token = ctx.session.current?.token;
  if (!check || !token) return refused("SIGN_IN_REQUIRED");
  const reservationId = parseId(input.reservationId);
  if (reservationId === null) return refused("RESERVATION_NOT_FOUND", "reservationId");
  let result: CancelResult;
  try {
    result = await ctx.cancellation.client.cancel(ctx.cancellation.meta, token, reservationId);
  } catch (err) {
    if (!(err instanceof UpstreamError)) throw err;
    ctx.logger.warn("cancellation failed upstream", upstreamFailureFields(err));
    return refused("CANCELLATION_FAILED");
  }
  if (!result.ok) {
    const R = UPSTREAM_REFUSALS;
    if (result.message === R.sessionExpired) return refused("SIGN_IN_REQUIRED");
    if (result.code === R.tripStarted) return refused("TRIP_STARTED");
    if (result.message !== R.notFound)
      ctx.logger.info("cancellation refused upstream", { message: result.message });
    return refused("RESERVATION_NOT_FOUND", "reservationId");
  }
  const money = await moneyContext(ctx.loaders);
  return {
    reservation: toReservation({ entry: result.reservation, knownCards: null, money }),
    errors: [],
  };
}
