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
import { roundMoney } from "@travel/schema/money";
import type {
  BookingErrorCode,
  BookOfferInput,
  ResolversParentTypes,
} from "../__generated__/resolvers-types";
import { reportActivity } from "../accounts/activity";
import type { GatewayContext } from "../context";
import { convertAmount } from "../locale/exchange";
import { mayHaveActed, UpstreamBadResponseError, UpstreamError } from "../upstream/errors";
import type { PaymentCardEntry } from "../wallet/wallet.mappers";
import { bookingMessages, soldOutMessage } from "./booking-messages";
import { parseOfferId, toReservation } from "./booking-model";
import type { CreateReservationRequest, CreateReservationResult } from "./booking.mappers";

type BookOfferPayload = ResolversParentTypes["BookOfferPayload"];
import {
  checkTrip,
  priceWith,
  pricingInputs,
  tripCalendarPrice,
  tripCheckOut,
  tripIssueMessage,
  tripRooms,
  viewerCanBook,
} from "./booking";
import type { CashPriceResult } from "./cash-card";
import { checkTravellers } from "./travellers";

/** Spec'd form of a client request id. */
export const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** A refusal; its code is the SDL's BookingErrorCode (INVALID_DATES has a message per field). */
export const refused = (
  code: BookingErrorCode,
  field: string | null = null,
  message: string = code === "INVALID_DATES"
    ? bookingMessages.INVALID_CHECK_IN
    : bookingMessages[code],
): BookOfferPayload => ({ reservation: null, errors: [{ field, code, message }] });

/** The upstream's refusal codes that reach the traveller as they are. */
const UPSTREAM_CODES: readonly BookingErrorCode[] = [
  "CARD_ALREADY_USED",
  "CARD_NOT_USABLE",
  "CASH_CARD_NOT_ENABLED",
  "CASH_CARD_OVER_BALANCE",
  "CASH_CARD_OVER_DUE",
  "BOOKING_NOT_ALLOWED",
  "SOLD_OUT",
  "PRICE_CHANGED",
  "QUOTE_NOT_OPEN",
];

function createRequest(
  input: BookOfferInput,
  offerId: number,
  { checkOut, rooms }: { checkOut: string | null; rooms: number },
  priced: CashPriceResult,
  totalUsd: number,
  named: Pick<CreateReservationRequest, "travellers" | "contact">,
  quoteId: number | null,
): CreateReservationRequest {
  return {
    ...named,
    ...(quoteId === null ? {} : { agent_quote_id: quoteId }),
    request_id: input.requestId,
    offer_id: offerId,
    check_in: input.trip.checkIn,
    check_out: checkOut,
    guests: input.trip.guests,
    rooms,
    currency: priced.currency,
    total: priced.total,
    subtotal_usd: priced.subtotalUsd,
    total_usd: totalUsd,
    cards: priced.spent.map((s) => ({
      card_code: s.card.entry.card_code,
      payment_card_id: s.card.entry.payment_card_id,
      kind: s.kind,
      amount_used: s.amountUsed,
    })),
  };
}

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

/**
 * The reservation this user already booked with `requestId`, or null (also when it cannot be
 * looked up: the refusal then stands, and a later retry finds the booking).
 */
export async function earlierBooking(
  ctx: GatewayContext,
  token: string,
  requestId: string,
): Promise<BookOfferPayload | null> {
  try {
    const entry = await ctx.booking.client.findReservation(ctx.booking.meta, token, requestId);
    if (entry === null) return null;
    ctx.logger.info("booking retry answered with the first booking", {
      reservationId: entry.reservation_id,
      bookingRequestId: requestId,
    });
    const money = (await pricingInputs(ctx)).money;
    return { reservation: toReservation({ entry, knownCards: null, money }), errors: [] };
  } catch (err) {
    if (!(err instanceof UpstreamError)) throw err;
    ctx.logger.warn("could not look up an earlier booking", {
      upstreamPath: err.path,
      errorKind: err.kind,
      bookingRequestId: requestId,
    });
    return null;
  }
}

/** A refusal made before the booking was sent: the request id may have booked already. */
export type PreBookingRefusal = { beforeBooking: BookOfferPayload };

/** A booking request every rule has passed: what to send, and how it was priced. */
export interface PreparedBooking {
  request: CreateReservationRequest;
  priced: CashPriceResult;
  money: Awaited<ReturnType<typeof pricingInputs>>["money"];
}

/**
 * The checks before a booking is sent (the offer, the trip, the cards, the prompt, the price
 * seen) and the request that books it; shared by bookOffer and startCheckout.
 */
export async function prepareBooking(
  ctx: GatewayContext,
  input: BookOfferInput,
): Promise<PreparedBooking | PreBookingRefusal> {
  const { loaders, logger } = ctx;
  const before = (payload: BookOfferPayload): PreBookingRefusal => ({ beforeBooking: payload });
  const offerId = parseOfferId(input.trip.offerId);
  const lookup = offerId === null ? null : await loaders.offer.load(offerId);
  if (lookup?.failed) return before(refused("BOOKING_FAILED"));
  const offer = lookup?.offer;
  if (!offer || offerId === null) return before(refused("OFFER_NOT_FOUND", "trip.offerId"));

  const quoteId = input.agentQuoteId == null ? null : parseOfferId(input.agentQuoteId);
  if (input.agentQuoteId != null && quoteId === null)
    return before(refused("QUOTE_NOT_OPEN", "agentQuoteId"));
  const issue = await checkTrip(ctx, offer, input.trip);
  if (issue) return before(refused(issue.code, `trip.${issue.field}`, tripIssueMessage(issue)));
  const travellers = checkTravellers(input);
  if (!travellers.ok) return before(refused(travellers.code, travellers.field));

  const [calendar, inputs] = await Promise.all([
    tripCalendarPrice(ctx, offerId, input.trip, offer.price_unit),
    pricingInputs(ctx),
  ]);
  if (!calendar.ok) {
    logger.info("booking refused: trip not available", { reason: calendar.code });
    return before(refused(calendar.code, calendar.field, calendar.message));
  }
  if (!inputs.wallet || inputs.wallet.data.failed) {
    // the wallet decides the cards and the prompt: without it nothing can be checked (logged)
    return before(refused("BOOKING_FAILED"));
  }
  const priced = priceWith(inputs, offer, input, "book", calendar.totalUsd);
  const refusal = priced.refusals[0];
  if (refusal) {
    logger.info("booking refused: card not usable", { cardId: refusal.cardId });
    return before(refused("CARD_NOT_USABLE", refusal.field));
  }
  if (priced.cashCardRefusal) {
    logger.info("booking refused: cash card amount", { reason: priced.cashCardRefusal });
    return before(refused(priced.cashCardRefusal, "cashCardAmount"));
  }
  if (priced.certificatePromptRequired) {
    return before(refused("CERTIFICATE_PROMPT_REQUIRED", "certificatePrompt"));
  }
  if (input.certificatePrompt === "USE_DEFAULT" && inputs.catalogueFailed) {
    return before(refused("BOOKING_FAILED"));
  }
  // the total seen books when, rounded to the currency's minor unit, it is the total now
  if (!roundMoney(input.expectedTotal, priced.currency).eq(priced.total)) {
    logger.info("booking refused: price changed", {
      expectedTotal: input.expectedTotal,
      total: priced.total,
      currency: priced.currency,
    });
    return before(refused("PRICE_CHANGED", "expectedTotal"));
  }

  const totalUsd =
    priced.currency === "USD"
      ? priced.total
      : inputs.money.table &&
        convertAmount(inputs.money.table, priced.total, priced.currency, "USD")?.amount;
  if (totalUsd === null || totalUsd === undefined) return before(refused("BOOKING_FAILED"));
  const trip = {
    checkOut: tripCheckOut(input.trip, offer.price_unit),
    rooms: tripRooms(input.trip, offer.price_unit),
  };
  const request = createRequest(input, offerId, trip, priced, totalUsd, travellers.named, quoteId);
  return { request, priced, money: inputs.money };
}

/** The day (YYYY-MM-DD) an upstream SOLD_OUT message names, or null. */
const dayIn = (result: { message?: string }) =>
  /\b(\d{4}-\d{2}-\d{2})\b/.exec(result.message ?? "")?.[1] ?? null;

/** The upstream's refusal of a booking, as the traveller gets it. */
export function upstreamRefusal(result: {
  code: string | null;
  message?: string;
}): BookOfferPayload {
  const code = UPSTREAM_CODES.find((known) => known === result.code);
  if (!code) return refused("BOOKING_FAILED");
  if (code === "SOLD_OUT") return refused(code, "trip.checkIn", soldOutMessage(dayIn(result)));
  const field = code.startsWith("CASH_CARD_")
    ? "cashCardAmount"
    : code.startsWith("CARD_")
      ? "selection"
      : code === "PRICE_CHANGED"
        ? "expectedTotal"
        : code === "QUOTE_NOT_OPEN"
          ? "agentQuoteId"
          : null;
  return refused(code, field);
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
