/**
 * REST route of cancellations: POST /api/reservations/cancel `{ token, reservation_id }` cancels
 * the signed-in traveller's reservation under its offer's policy (see cancel.ts) and answers it
 * with its cancellation; cancelling it again answers the same (`duplicate: true`) and retries a
 * card refund the provider had not confirmed.
 */
import { signedInPosts } from "../accounts/body-session";
import { ok, type Route } from "../http/router";
import { cancelReservation, type CancelDeps } from "./cancel";

export const CANCEL_PATH = "/api/reservations/cancel";

export function cancellationRoutes(deps: CancelDeps): Route[] {
  const { account, post } = signedInPosts(deps.db, deps.now);
  return [
    post(CANCEL_PATH, async (request) => {
      const userId = await account(request);
      // the contract's schema (IdValue) has checked it: a positive whole number or its digits
      const reservationId = Number(request.body.reservation_id);
      const { reservation, duplicate } = await cancelReservation(
        deps,
        userId,
        reservationId,
        request.language,
      );
      return ok({ status: 1, duplicate, data: reservation });
    }),
  ];
}
