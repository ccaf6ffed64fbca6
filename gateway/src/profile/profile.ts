/**
 * The profile and saved-traveller mutations. Each checks, in order: signed in
 * (SIGN_IN_REQUIRED), the input with the shared Yup rules (the sign-up details messages, by
 * field), then asks the upstream, whose refusals become user errors: another account's or an
 * unknown traveller TRAVELER_NOT_FOUND, the cap TRAVELER_LIMIT, an unknown nationality or
 * country the field's message. An upstream failure is logged with the request id and answered
 * PROFILE_UPDATE_FAILED / TRAVELER_SAVE_FAILED in plain words.
 */
import {
  messages,
  profileMessages,
  profileSchema,
  travelerSchema,
  validateWith,
} from "@travel/schema/validation";
import type {
  RemoveTravelerInput,
  RemoveTravelerPayload,
  SaveTravelerInput,
  SaveTravelerPayload,
  UpdateProfileInput,
  UpdateProfilePayload,
  ProfileError,
  ProfileErrorCode,
} from "../__generated__/resolvers-types";
import { toViewer } from "../accounts/viewer";
import type { GatewayContext } from "../context";
import { attemptWrite, keyErrors, reusedKeyError, writeKey } from "../platform/idempotent-write";
import { UpstreamError, upstreamFailureFields } from "../upstream/errors";
import type { ProfileRefusal, ProfileWriteResult } from "./profile.mappers";
import {
  parseId,
  saveTravelerRequest,
  toProfile,
  toSavedTraveler,
  updateProfileRequest,
  withProfile,
} from "./profile-model";

/** The upstream's messages the refusals are recognised by (upstream/src/profile/payloads.ts). */
export const UPSTREAM_REFUSALS = {
  sessionExpired: "Session expired",
  travelerNotFound: "Saved traveller not found",
  unknownNationality: "Unknown nationality",
  unknownCountry: "Unknown country",
  travelerLimit: "TRAVELER_LIMIT",
} as const;

const error = (
  code: ProfileErrorCode,
  message: string,
  field: string | null = null,
): ProfileError => ({
  field,
  code,
  message,
});
const signInRequired = () => [error("SIGN_IN_REQUIRED", profileMessages.SIGN_IN_REQUIRED)];

/** The UTC day, YYYY-MM-DD (the upstream's "today" for the passport expiry). */
export const utcToday = (now: Date = new Date()) => now.toISOString().slice(0, 10);

/** The session's login check and token, or null when signed out. */
async function signedIn(ctx: GatewayContext) {
  const check = await ctx.loaders.loginCheck.load();
  const token = ctx.session.current?.token;
  return check && token ? { check, token } : null;
}

/** Runs an upstream write; an UpstreamError is logged and answered with null. */
async function attempt<T>(
  ctx: GatewayContext,
  what: string,
  call: () => Promise<ProfileWriteResult<T>>,
): Promise<ProfileWriteResult<T> | null> {
  try {
    return await call();
  } catch (err) {
    if (!(err instanceof UpstreamError)) throw err;
    ctx.logger.warn(`${what} failed upstream`, upstreamFailureFields(err));
    return null;
  }
}

/** An upstream refusal as user errors; `countryField` is the field an unknown country is about. */
function refusalErrors(
  ctx: GatewayContext,
  refusal: ProfileRefusal,
  countryField: string,
  countryMessage: string,
): ProfileError[] {
  const R = UPSTREAM_REFUSALS;
  if (refusal.message === R.sessionExpired) return signInRequired();
  if (refusal.code === R.travelerLimit)
    return [error("TRAVELER_LIMIT", profileMessages.TOO_MANY_TRAVELERS)];
  if (refusal.message === R.travelerNotFound)
    return [error("TRAVELER_NOT_FOUND", profileMessages.TRAVELER_NOT_FOUND, "id")];
  if (refusal.message === R.unknownNationality)
    return [error("INVALID_FORMAT", profileMessages.NATIONALITY_REQUIRED, "nationalityId")];
  if (refusal.message === R.unknownCountry)
    return [error("INVALID_FORMAT", countryMessage, countryField)];
  ctx.logger.info("profile input refused upstream", { message: refusal.message });
  return [error("INVALID_INPUT", refusal.message)];
}

export async function updateProfile(
  ctx: GatewayContext,
  input: UpdateProfileInput,
): Promise<UpdateProfilePayload> {
  const refused = (errors: ProfileError[]) => ({ profile: null, viewer: null, errors });
  const session = await signedIn(ctx);
  if (!session) return refused(signInRequired());
  const checked = validateWith(profileSchema, input);
  if ("errors" in checked) return refused(checked.errors);
  const result = await attempt(ctx, "profile update", () =>
    ctx.profile.client.updateProfile(
      ctx.profile.meta,
      session.token,
      updateProfileRequest(checked.values),
    ),
  );
  if (result === null)
    return refused([error("PROFILE_UPDATE_FAILED", messages.UPSTREAM_UNAVAILABLE)]);
  if (!result.ok)
    return refused(refusalErrors(ctx, result, "countryId", profileMessages.COUNTRY_REQUIRED));
  const site = await ctx.loaders.siteConfig.load();
  return {
    profile: toProfile(result.value),
    viewer: toViewer(
      withProfile(session.check, result.value),
      null,
      site.allowBookingWithoutSession === 1,
    ),
    errors: [],
  };
}

export async function saveTraveler(
  ctx: GatewayContext,
  input: SaveTravelerInput,
): Promise<SaveTravelerPayload> {
  const refused = (errors: ProfileError[], idempotencyKey: string | null = null) => ({
    traveler: null,
    idempotencyKey,
    errors,
  });
  const session = await signedIn(ctx);
  if (!session) return refused(signInRequired());
  const hasId = input.id !== null && input.id !== undefined && input.id.trim() !== "";
  const travelerId = hasId ? parseId(input.id) : null;
  if (hasId && travelerId === null)
    return refused([error("TRAVELER_NOT_FOUND", profileMessages.TRAVELER_NOT_FOUND, "id")]);
  // an addition is sent with an idempotency key; a change is idempotent by itself
  const key = hasId ? undefined : writeKey(input.idempotencyKey);
  const checked = validateWith(travelerSchema({ today: utcToday() }), input);
  if ("errors" in checked || key === null)
    return refused([...("errors" in checked ? checked.errors : []), ...keyErrors(key)]);
  const sent = await attemptWrite(
    () =>
      ctx.profile.client.saveTraveler(
        ctx.profile.meta,
        session.token,
        saveTravelerRequest(travelerId, checked.values),
        key,
      ),
    {
      logger: ctx.logger,
      what: "saved traveller save",
      key,
      unavailable: () => error("TRAVELER_SAVE_FAILED", messages.UPSTREAM_UNAVAILABLE),
    },
  );
  const sentKey = key ?? null;
  if (!sent.ok) return refused([sent.error], sentKey);
  const result = sent.value;
  if (!result.ok) {
    const reused = reusedKeyError(result.code);
    return refused(
      reused
        ? [reused]
        : refusalErrors(
            ctx,
            result,
            "passportCountryId",
            profileMessages.PASSPORT_COUNTRY_REQUIRED,
          ),
      sentKey,
    );
  }
  return { traveler: toSavedTraveler(result.value), idempotencyKey: sentKey, errors: [] };
}

export async function removeTraveler(
  ctx: GatewayContext,
  input: RemoveTravelerInput,
): Promise<RemoveTravelerPayload> {
  const refused = (errors: ProfileError[]) => ({ removedId: null, errors });
  const session = await signedIn(ctx);
  if (!session) return refused(signInRequired());
  const travelerId = parseId(input.id);
  if (travelerId === null)
    return refused([error("TRAVELER_NOT_FOUND", profileMessages.TRAVELER_NOT_FOUND, "id")]);
  const result = await attempt(ctx, "saved traveller removal", () =>
    ctx.profile.client.deleteTraveler(ctx.profile.meta, session.token, travelerId),
  );
  if (result === null)
    return refused([error("TRAVELER_SAVE_FAILED", messages.UPSTREAM_UNAVAILABLE)]);
  if (!result.ok)
    return refused(refusalErrors(ctx, result, "id", profileMessages.TRAVELER_NOT_FOUND));
  return { removedId: String(travelerId), errors: [] };
}
