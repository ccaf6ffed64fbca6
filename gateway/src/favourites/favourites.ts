/**
 * The favourites mutations. Each checks, in order: signed in (SIGN_IN_REQUIRED), the offer id
 * (OFFER_NOT_FOUND when it is not one), then asks the upstream, whose refusals become user
 * errors: an unknown offer OFFER_NOT_FOUND, the cap FAVOURITE_LIMIT, a session that ended
 * SIGN_IN_REQUIRED. An upstream failure is logged with the request id and answered
 * FAVOURITE_SAVE_FAILED. The payload's offer is the offer as it is now: its `isFavourite` is
 * primed with the write's result, so a client's cache updates from the answer.
 */
import type {
  FavouriteError,
  FavouriteErrorCode,
  FavouriteInput,
  ResolversParentTypes,
} from "../__generated__/resolvers-types";
import { parseOfferId, toOffer } from "../booking/booking-model";
import type { GatewayContext } from "../context";
import { UpstreamError, upstreamFailureFields } from "../upstream/errors";
import { moneyContext } from "../wallet/money-context";
import { favouriteMessages } from "./favourites-messages";
import type { FavouriteWriteResult } from "./favourites.mappers";

/** The upstream's refusals recognised (upstream/src/favourites/routes.ts). */
export const UPSTREAM_REFUSALS = {
  sessionExpired: "Session expired",
  offerNotFound: "Offer not found",
  limit: "FAVOURITE_LIMIT",
} as const;

const error = (code: FavouriteErrorCode, field: string | null = null): FavouriteError => ({
  field,
  code,
  message: favouriteMessages[code],
});

/** How each write is logged, and the offer's isFavourite after it. */
const WRITES = {
  save: { what: "favourite save", isFavourite: true },
  remove: { what: "favourite removal", isFavourite: false },
} as const;

/** Signs, checks, writes; the offer id written, or the errors. */
async function change(
  ctx: GatewayContext,
  input: FavouriteInput,
  kind: keyof typeof WRITES,
): Promise<{ offerId: number } | { errors: FavouriteError[] }> {
  const check = await ctx.loaders.loginCheck.load();
  const token = ctx.session.current?.token;
  if (!check || !token) return { errors: [error("SIGN_IN_REQUIRED")] };
  const offerId = parseOfferId(input.offerId);
  if (offerId === null) return { errors: [error("OFFER_NOT_FOUND", "offerId")] };
  let result: FavouriteWriteResult;
  try {
    result = await ctx.favourites.client[kind](ctx.favourites.meta, token, offerId);
  } catch (err) {
    if (!(err instanceof UpstreamError)) throw err;
    ctx.logger.warn(`${WRITES[kind].what} failed upstream`, upstreamFailureFields(err));
    return { errors: [error("FAVOURITE_SAVE_FAILED")] };
  }
  if (result.ok) return { offerId };
  const R = UPSTREAM_REFUSALS;
  if (result.message === R.sessionExpired) return { errors: [error("SIGN_IN_REQUIRED")] };
  if (result.code === R.limit) return { errors: [error("FAVOURITE_LIMIT")] };
  if (result.message === R.offerNotFound) return { errors: [error("OFFER_NOT_FOUND", "offerId")] };
  ctx.logger.info("favourite refused upstream", { message: result.message });
  return { errors: [error("OFFER_NOT_FOUND", "offerId")] };
}

/**
 * The write, then the offer as GraphQL shows it now, its isFavourite primed with what was just
 * written; or the errors.
 */
async function write(ctx: GatewayContext, input: FavouriteInput, kind: keyof typeof WRITES) {
  const done = await change(ctx, input, kind);
  if ("errors" in done) return done;
  const offerId = String(done.offerId);
  ctx.loaders.isFavourite.clear(offerId).prime(offerId, WRITES[kind].isFavourite);
  const { offer } = await ctx.loaders.offer.load(done.offerId);
  return { offerId, offer: offer && toOffer(offer, await moneyContext(ctx.loaders)) };
}

export async function saveFavourite(
  ctx: GatewayContext,
  input: FavouriteInput,
): Promise<ResolversParentTypes["SaveFavouritePayload"]> {
  const done = await write(ctx, input, "save");
  if ("errors" in done) return { offer: null, errors: done.errors };
  return { offer: done.offer, errors: [] };
}

export async function removeFavourite(
  ctx: GatewayContext,
  input: FavouriteInput,
): Promise<ResolversParentTypes["RemoveFavouritePayload"]> {
  const done = await write(ctx, input, "remove");
  if ("errors" in done) return { offer: null, removedOfferId: null, errors: done.errors };
  return { offer: done.offer, removedOfferId: done.offerId, errors: [] };
}
