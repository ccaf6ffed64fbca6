/**
 * Before a booking is sent (bookOffer, startCheckout): every rule checked in the spec's order and
 * the upstream request that books it; and the booking a request id already made, which answers
 * a retry whatever else it carries.
 */
import { roundMoney } from "@travel/schema/money";
import type { BookOfferInput } from "../__generated__/resolvers-types";
import type { GatewayContext } from "../context";
import { convertAmount } from "../locale/exchange";
import { UpstreamError } from "../upstream/errors";
import {
  checkTrip,
  priceWith,
  pricingInputs,
  tripCalendarPrice,
  tripCheckOut,
  tripIssueMessage,
  tripRooms,
} from "./booking";
import type { CreateReservationRequest } from "./booking.mappers";
import { parseOfferId, toReservation } from "./booking-model";
import { refused, type BookOfferPayload } from "./booking-refusals";
import type { CashPriceResult } from "./cash-card";
import { checkTravellers } from "./travellers";

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
