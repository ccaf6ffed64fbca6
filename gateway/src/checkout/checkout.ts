/**
 * Booking with a card payment (Mutation.startCheckout, completeCheckout; Query.checkout): the
 * bookOffer rules first (booking/prepare-booking.ts prepareBooking, the same input and refusals),
 * then the upstream keeps the checkout and asks the payment provider for what is left to pay;
 * nothing left to pay books at once. The traveller pays on the provider's page and comes back to
 * /checkout/return, whose completeCheckout settles the checkout by the payment's state there.
 *
 * An upstream answer that did not arrive (time-out, connection lost after sending) is
 * OUTCOME_UNKNOWN: the same requestId (start) or checkout id (complete) answers it again. The
 * provider unreachable or silent (the upstream's 502/504) is PAYMENT_UNAVAILABLE.
 */
import type { BookOfferInput, ResolversParentTypes } from "../__generated__/resolvers-types";
import { REQUEST_ID, refused, upstreamRefusal } from "../booking/booking-refusals";
import { earlierBooking, prepareBooking } from "../booking/prepare-booking";
import { viewerCanBook } from "../booking/booking";
import { pricingMoney } from "../booking/pricing";
import { toReservation } from "../booking/booking-model";
import type { GatewayContext } from "../context";
import { toMoney } from "../locale/money";
import { mayHaveActed, UpstreamBadResponseError, UpstreamError } from "../upstream/errors";
import { moneyContext } from "../wallet/money-context";
import type { MoneyContext } from "../wallet/wallet-model";
import type { CheckoutEntry, CheckoutResult } from "./checkout.client";

type CheckoutPayload = ResolversParentTypes["CheckoutPayload"];
type Checkout = ResolversParentTypes["Checkout"];

const CHECKOUT_ID = /^co_[0-9a-f]{24}$/;

/**
 * The currency the reservation's offer is shown in. Only the rates: a settled checkout needs
 * neither the wallet nor the organisation's certificates (pricingInputs reads both).
 */
const shownMoney = async (ctx: GatewayContext) => pricingMoney(await moneyContext(ctx.loaders));

/** A bookOffer answer (a refusal, or the reservation a repeated request booked) as a checkout's. */
const asCheckoutPayload = (payload: {
  reservation?: CheckoutPayload["reservation"];
  errors: CheckoutPayload["errors"];
}): CheckoutPayload => ({
  checkout: null,
  reservation: payload.reservation ?? null,
  errors: payload.errors,
});

export function toCheckout(entry: CheckoutEntry, money: MoneyContext, result: CheckoutResult) {
  const reservation =
    result.ok && result.reservation !== null
      ? toReservation({ entry: result.reservation, knownCards: null, money })
      : null;
  const checkout: Checkout = {
    id: entry.checkout_id,
    status: entry.status,
    amountDue: toMoney(entry.amount_due, entry.currency),
    paymentUrl: entry.checkout_url,
    failure: entry.failure,
    card: entry.card,
    reservation,
  };
  return { checkout, reservation };
}

/** The payload of an upstream answer. */
function payloadOf(result: CheckoutResult, money: MoneyContext): CheckoutPayload {
  if (!result.ok) {
    if (result.httpStatus === 404 && result.code === null && /checkout/i.test(result.message))
      return asCheckoutPayload(refused("CHECKOUT_NOT_FOUND", "id"));
    return asCheckoutPayload(upstreamRefusal(result));
  }
  if (result.checkout === null)
    return {
      checkout: null,
      reservation:
        result.reservation === null
          ? null
          : toReservation({ entry: result.reservation, knownCards: null, money }),
      errors: [],
    };
  return { ...toCheckout(result.checkout, money, result), errors: [] };
}

/** The refusal of a call that failed: unknown outcome, provider unavailable, or failed. */
function failureOf(ctx: GatewayContext, err: UpstreamError, what: string): CheckoutPayload {
  const status = err instanceof UpstreamBadResponseError ? err.status : undefined;
  ctx.logger.warn(`${what} failed upstream`, {
    upstreamPath: err.path,
    errorKind: err.kind,
    ...(status === undefined ? {} : { upstreamStatus: status }),
  });
  if (status === 502 || status === 504) return asCheckoutPayload(refused("PAYMENT_UNAVAILABLE"));
  return asCheckoutPayload(refused(mayHaveActed(err) ? "OUTCOME_UNKNOWN" : "BOOKING_FAILED"));
}

async function signedIn(ctx: GatewayContext): Promise<string | null> {
  const check = await ctx.loaders.loginCheck.load();
  return check ? (ctx.session.current?.token ?? null) : null;
}

export async function startCheckout(
  ctx: GatewayContext,
  input: BookOfferInput,
): Promise<CheckoutPayload> {
  const token = await signedIn(ctx);
  if (token === null) return asCheckoutPayload(refused("SIGN_IN_REQUIRED"));
  if (!(await viewerCanBook(ctx))) return asCheckoutPayload(refused("BOOKING_NOT_ALLOWED"));
  if (!REQUEST_ID.test(input.requestId))
    return asCheckoutPayload(refused("INVALID_REQUEST_ID", "requestId"));
  const prepared = await prepareBooking(ctx, input);
  if ("beforeBooking" in prepared) {
    // a repeated request whose checkout has already booked (its cards are spent now)
    const earlier = await earlierBooking(ctx, token, input.requestId);
    return asCheckoutPayload(earlier ?? prepared.beforeBooking);
  }
  let result: CheckoutResult;
  try {
    result = await ctx.checkout.client.start(
      ctx.checkout.meta,
      token,
      prepared.request,
      ctx.checkout.returnPage,
    );
  } catch (err) {
    if (!(err instanceof UpstreamError)) throw err;
    return failureOf(ctx, err, "checkout start");
  }
  ctx.logger.info("checkout started", {
    bookingRequestId: input.requestId,
    ...(result.ok && result.checkout ? { checkoutId: result.checkout.checkout_id } : {}),
  });
  return payloadOf(result, prepared.money);
}

export async function completeCheckout(ctx: GatewayContext, id: string): Promise<CheckoutPayload> {
  const token = await signedIn(ctx);
  if (token === null) return asCheckoutPayload(refused("SIGN_IN_REQUIRED"));
  if (!CHECKOUT_ID.test(id)) return asCheckoutPayload(refused("CHECKOUT_NOT_FOUND", "id"));
  let result: CheckoutResult;
  try {
    result = await ctx.checkout.client.complete(ctx.checkout.meta, token, id);
  } catch (err) {
    if (!(err instanceof UpstreamError)) throw err;
    return failureOf(ctx, err, "checkout completion");
  }
  if (result.ok && result.checkout)
    ctx.logger.info("checkout completed", { checkoutId: id, status: result.checkout.status });
  return payloadOf(result, await shownMoney(ctx));
}

/** Query.checkout: the traveller's checkout as it stands; null when unknown or signed out. */
export async function findCheckout(ctx: GatewayContext, id: string): Promise<Checkout | null> {
  const token = await signedIn(ctx);
  if (token === null || !CHECKOUT_ID.test(id)) return null;
  const result = await ctx.checkout.client.find(ctx.checkout.meta, token, id);
  if (!result.ok || result.checkout === null) return null;
  return toCheckout(result.checkout, await shownMoney(ctx), result).checkout;
}
