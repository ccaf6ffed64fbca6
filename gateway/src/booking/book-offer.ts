/**
 * Mutation.bookOffer: every rule checked on the server, in this order: signed in
 * (SIGN_IN_REQUIRED; a booking always needs an account, even where the site allows booking
 * without a session), can-book (BOOKING_NOT_ALLOWED), the request id (INVALID_REQUEST_ID), the
 * offer (OFFER_NOT_FOUND), the dates and party (INVALID_DATES, INVALID_GUESTS), the chosen cards
 * (CARD_NOT_USABLE), the certificate prompt (CERTIFICATE_PROMPT_REQUIRED), the price the
 * traveller saw (PRICE_CHANGED); then the upstream books in one transaction, answering the same
 * reservation to a repeated request id, or CARD_ALREADY_USED / CARD_NOT_USABLE. A booking whose
 * answer does not arrive (not within UPSTREAM_WRITE_TIMEOUT_MS, connection lost after sending,
 * an unreadable 2xx) is OUTCOME_UNKNOWN (it may have been made: the retry with the same request
 * id answers it). Any other failure is BOOKING_FAILED
 * with a plain message; the details go to the log with the request id.
 *
 * A retry with the same request id answers the first booking whatever else it carries: when a
 * rule refuses the request before it is sent to be booked (the price or the default certificate
 * changed because the first attempt spent cards, the dates have passed, the offer is gone), the
 * reservation that request id already booked is looked up and answered instead; the upstream
 * answers a repeated create with the first reservation too.
 */
import type { BookOfferInput } from "../__generated__/resolvers-types";
import { reportActivity } from "../accounts/activity";
import type { GatewayContext } from "../context";
import { mayHaveActed, UpstreamBadResponseError, UpstreamError } from "../upstream/errors";
import type { PaymentCardEntry } from "../wallet/wallet.mappers";
import { viewerCanBook } from "./booking";
import type { CreateReservationResult } from "./booking.mappers";
import { toReservation } from "./booking-model";
import { REQUEST_ID, refused, upstreamRefusal, type BookOfferPayload } from "./booking-refusals";
import { earlierBooking, prepareBooking, type PreBookingRefusal } from "./prepare-booking";

export async function bookOffer(
  ctx: GatewayContext,
  input: BookOfferInput,
): Promise<BookOfferPayload> {
  const check = await ctx.loaders.loginCheck.load();
  const token = ctx.session.current?.token;
  if (!check || !token) return refused("SIGN_IN_REQUIRED");
  if (!(await viewerCanBook(ctx))) return refused("BOOKING_NOT_ALLOWED");
  if (!REQUEST_ID.test(input.requestId)) return refused("INVALID_REQUEST_ID", "requestId");
  const answer = await priceAndBook(ctx, input, token, check.profile.userId);
  if (!("beforeBooking" in answer)) return answer;
  return (await earlierBooking(ctx, token, input.requestId)) ?? answer.beforeBooking;
}

async function priceAndBook(
  ctx: GatewayContext,
  input: BookOfferInput,
  token: string,
  userId: number,
): Promise<BookOfferPayload | PreBookingRefusal> {
  const { logger } = ctx;
  const prepared = await prepareBooking(ctx, input);
  if ("beforeBooking" in prepared) return prepared;
  const { request, priced, money } = prepared;

  let result: CreateReservationResult;
  try {
    result = await ctx.booking.client.createReservation(ctx.booking.meta, token, request);
  } catch (err) {
    if (!(err instanceof UpstreamError)) throw err;
    logger.warn("booking failed upstream", {
      upstreamPath: err.path,
      errorKind: err.kind,
      ...(err instanceof UpstreamBadResponseError ? { upstreamStatus: err.status } : {}),
      error: err.message,
      bookingRequestId: input.requestId,
    });
    // a booking without an answer (time-out, connection lost after sending) may have been made:
    // the retry with the same requestId answers it (or books it once), so say so rather than
    // that it failed
    return refused(mayHaveActed(err) ? "OUTCOME_UNKNOWN" : "BOOKING_FAILED");
  }
  if (!result.ok) {
    logger.warn("booking refused upstream", {
      code: result.code,
      message: result.message,
      bookingRequestId: input.requestId,
    });
    return upstreamRefusal(result);
  }

  logger.info("offer booked", {
    reservationId: result.reservation.reservation_id,
    duplicate: result.duplicate,
    bookingRequestId: input.requestId,
  });
  if (!result.duplicate) {
    // spec §7 user activity: never waited for, a failure only logged
    reportActivity(ctx.accounts.client, ctx.accounts.meta, logger, {
      userId,
      ip: ctx.clientIp ?? "",
      action: "booking",
    });
  }
  // the cards just spent, as they now are (the request's wallet was read before the booking)
  const knownCards: PaymentCardEntry[] = priced.spent.map((s) => ({
    ...s.card.entry,
    status: "REDEEMED",
  }));
  return {
    reservation: toReservation({ entry: result.reservation, knownCards, money }),
    errors: [],
  };
}
