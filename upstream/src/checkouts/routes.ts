/**
 * REST routes of checkouts (booking with a card payment, see flow.ts):
 * - POST /api/checkouts `{ token, action: start, …the booking request of /api/reservations }`
 *   → the checkout and its provider page (`checkout_url`), or the reservation at once when
 *   nothing is left to pay; `{ action: complete | find, checkout_id }` → the checkout settled by
 *   its payment's state (complete), or as it stands (find), with its reservation once CONFIRMED.
 * - POST /api/checkouts/notify `{ payment_id }`: the provider's notification of a settled
 *   payment. Nothing in it is trusted but the id: the payment is read from the provider.
 */
import { requireSession } from "../accounts/sessions";
import { badRequest, HttpError } from "../http/http-error";
import { ok, type ApiRequest, type Route } from "../http/router";
import { findOffer } from "../offers/store";
import { OFFER_NOT_FOUND } from "../offers/routes";
import { bodySessionHeader } from "../accounts/body-session";
import { bookingRequest } from "../reservations/routes";
import {
  checkoutAnswer,
  completeCheckout,
  startCheckout,
  type CheckoutAnswer,
  type CheckoutDeps,
} from "./flow";
import { checkoutJson } from "./checkout-json";
import { checkoutOfPayment, findCheckout, type CheckoutRow } from "./store";

export const CHECKOUT_NOT_FOUND = "Checkout not found";
const ACTIONS = ["start", "complete", "find"] as const;

/** The page the traveller comes back to, when the request names one: an http(s) URL. */
function returnPageOf(body: Record<string, unknown>): string | undefined {
  const page = body.return_url;
  if (page === undefined || page === null) return undefined;
  if (typeof page === "string" && page.length <= 2000) {
    try {
      const url = new URL(page);
      if ((url.protocol === "http:" || url.protocol === "https:") && url.hash === "")
        return url.href;
    } catch {
      // refused below
    }
  }
  throw badRequest(
    "return_url must be an http(s) URL of at most 2000 characters, without a fragment",
  );
}

function checkoutIdOf(body: Record<string, unknown>): string {
  const id = body.checkout_id;
  if (typeof id !== "string" || !/^co_[0-9a-f]{24}$/.test(id))
    throw badRequest("checkout_id must be a checkout id such as co_0123456789abcdef01234567");
  return id;
}

export function checkoutRoutes(deps: CheckoutDeps): Route[] {
  const { db } = deps;
  const settle = async (row: CheckoutRow, language: string): Promise<CheckoutAnswer> => {
    const offer = await findOffer(db, row.offer_id);
    if (offer === null) throw new HttpError(404, OFFER_NOT_FOUND);
    return completeCheckout(deps, row, offer, language);
  };
  const reply = (answer: { checkout: CheckoutRow | null; reservation: unknown }) =>
    ok({
      status: 1,
      data: {
        checkout: answer.checkout === null ? null : checkoutJson(answer.checkout),
        reservation: answer.reservation,
      },
    });

  return [
    {
      method: "POST",
      path: "/api/checkouts",
      handler: async (request: ApiRequest) => {
        const session = await requireSession(db, bodySessionHeader(request), deps.now());
        const userId = session.account_id;
        const action = request.body.action;
        if (!ACTIONS.some((a) => a === action))
          throw badRequest("action must be start, complete or find");
        if (action === "start") {
          const returnPage = returnPageOf(request.body);
          const booking = await bookingRequest(db, request, userId, deps.now());
          return reply(
            await startCheckout(deps, {
              ...booking,
              language: request.language,
              ...(returnPage === undefined ? {} : { returnPage }),
            }),
          );
        }
        const row = await findCheckout(db, userId, checkoutIdOf(request.body));
        if (row === null) throw new HttpError(404, CHECKOUT_NOT_FOUND);
        if (action === "find") return reply(await checkoutAnswer(deps, row, request.language));
        return reply(await settle(row, request.language));
      },
    },
    {
      method: "POST",
      path: "/api/checkouts/notify",
      handler: async ({ body }) => {
        const paymentId = body.payment_id;
        if (typeof paymentId !== "string" || paymentId === "")
          throw badRequest("payment_id is required");
        const row = await checkoutOfPayment(db, paymentId);
        if (row === null) throw new HttpError(404, CHECKOUT_NOT_FOUND);
        await settle(row, "en");
        return ok({ status: 1 });
      },
    },
  ];
}
