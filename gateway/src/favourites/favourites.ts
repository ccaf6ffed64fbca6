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

type Write = (token: string, offerId: number) => Promise<FavouriteWriteResult>;

/** Signs, checks, writes; the offer id written, or the errors. */
async function change(
  ctx: GatewayContext,
  input: FavouriteInput,
  what: string,
  write: Write,
): Promise<{ offerId: number } | { errors: FavouriteError[] }> {
  const check = await ctx.loaders.loginCheck.load();
  const token = ctx.session.current?.token;
  if (!check || !token) return { errors: [error("SIGN_IN_REQUIRED")] };
  const offerId = parseOfferId(input.offerId);
  if (offerId === null) return { errors: [error("OFFER_NOT_FOUND", "offerId")] };
  let result: FavouriteWriteResult;
  try {
    result = await write(token, offerId);
  } catch (err) {
    if (!(err instanceof UpstreamError)) throw err;
    ctx.logger.warn(`${what} failed upstream`, upstreamFailureFields(err));
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

/** The offer as GraphQL shows it, its isFavourite set to what was just written. */
async function offerNow(ctx: GatewayContext, offerId: number, isFavourite: boolean) {
  ctx.loaders.isFavourite.clear(String(offerId)).prime(String(offerId), isFavourite);
  const { offer } = await ctx.loaders.offer.load(offerId);
  return offer && toOffer(offer, await moneyContext(ctx.loaders));
}

export async function saveFavourite(
  ctx: GatewayContext,
  input: FavouriteInput,
): Promise<ResolversParentTypes["SaveFavouritePayload"]> {
  const done = await change(ctx, input, "favourite save", (token, id) =>
    ctx.favourites.client.save(ctx.favourites.meta, token, id),
  );
  if ("errors" in done) return { offer: null, errors: done.errors };
  return { offer: await offerNow(ctx, done.offerId, true), errors: [] };
}

export async function removeFavourite(
  ctx: GatewayContext,
  input: FavouriteInput,
): Promise<ResolversParentTypes["RemoveFavouritePayload"]> {
  const done = await change(ctx, input, "favourite removal", (token, id) =>
    ctx.favourites.client.remove(ctx.favourites.meta, token, id),
  );
  if ("errors" in done) return { offer: null, removedOfferId: null, errors: done.errors };
  return {
    offer: await offerNow(ctx, done.offerId, false),
    removedOfferId: String(done.offerId),
    errors: [],
  };
}
