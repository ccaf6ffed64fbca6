/**
 * Typed client of the upstream profile and saved-traveller endpoints. The session token travels
 * in the body (like the reservations call); refusals (400, 401, 404, 409) of the writes are
 * answers, not errors. Every call has a time limit.
 */
import { PROFILE_PATHS } from "@travel/schema/rest";
import { contractDecoder, dataDecoder } from "../upstream/contract";
import type { UpstreamCallMeta, UpstreamHttp } from "../upstream/http";
import type {
  ProfileEntry,
  ProfileRefusal,
  ProfileWriteResult,
  SaveTravelerRequest,
  TravelerEntry,
  UpdateProfileRequest,
} from "./profile.mappers";

export { PROFILE_PATHS };

/** A documented refusal (`{ status: 0, code?, message }`) as an answer. */
const refusal = (body: { status: 0; message: string; code?: string }): ProfileRefusal => ({
  ok: false,
  code: body.code ?? null,
  message: body.message,
});

const decodeProfile = dataDecoder("post", PROFILE_PATHS.getProfile);
const decodeTravelers = contractDecoder("post", PROFILE_PATHS.travelers, (b) => b.data.data);
const decodeUpdateProfile = contractDecoder(
  "post",
  PROFILE_PATHS.updateProfile,
  (body): ProfileWriteResult<ProfileEntry> =>
    body.status === 1 ? { ok: true, value: body.data } : refusal(body),
  [200, 400, 401],
);
const decodeSaveTraveler = contractDecoder(
  "post",
  PROFILE_PATHS.saveTraveler,
  (body): ProfileWriteResult<TravelerEntry> =>
    body.status === 1 ? { ok: true, value: body.data } : refusal(body),
  [200, 400, 401, 404, 409, 422],
);
const decodeDeleteTraveler = contractDecoder(
  "post",
  PROFILE_PATHS.deleteTraveler,
  (body): ProfileWriteResult<true> =>
    body.status === 1 ? { ok: true, value: true } : refusal(body),
  [200, 400, 401, 404],
);

export interface ProfileClient {
  getProfile(meta: UpstreamCallMeta, token: string): Promise<ProfileEntry>;
  updateProfile(
    meta: UpstreamCallMeta,
    token: string,
    request: UpdateProfileRequest,
  ): Promise<ProfileWriteResult<ProfileEntry>>;
  listTravelers(meta: UpstreamCallMeta, token: string): Promise<TravelerEntry[]>;
  /** Adds (no traveler_id: once per `idempotencyKey`, a retry answers the first) or changes one. */
  saveTraveler(
    meta: UpstreamCallMeta,
    token: string,
    request: SaveTravelerRequest,
    idempotencyKey?: string,
  ): Promise<ProfileWriteResult<TravelerEntry>>;
  deleteTraveler(
    meta: UpstreamCallMeta,
    token: string,
    travelerId: number,
  ): Promise<ProfileWriteResult<true>>;
}

export interface ProfileClientOptions {
  /** Time limit of each call in milliseconds. */
  timeoutMs: number;
  /** Time limit of the writes (UPSTREAM_WRITE_TIMEOUT_MS); default `timeoutMs`. */
  writeTimeoutMs?: number;
}

export function createProfileClient(
  http: UpstreamHttp,
  options: ProfileClientOptions,
): ProfileClient {
  const P = PROFILE_PATHS;
  const limit = { timeoutMs: options.timeoutMs };
  const write = {
    timeoutMs: options.writeTimeoutMs ?? options.timeoutMs,
    decodeClientErrors: true,
  };
  return {
    getProfile: (meta, token) => http.post(P.getProfile, { token }, meta, decodeProfile, limit),
    updateProfile: (meta, token, request) =>
      http.post(P.updateProfile, { token, ...request }, meta, decodeUpdateProfile, write),
    listTravelers: (meta, token) => http.post(P.travelers, { token }, meta, decodeTravelers, limit),
    saveTraveler: (meta, token, request, idempotencyKey) =>
      http.post(P.saveTraveler, { token, ...request }, meta, decodeSaveTraveler, {
        ...write,
        idempotencyKey,
      }),
    deleteTraveler: (meta, token, travelerId) =>
      http.post(
        P.deleteTraveler,
        { token, traveler_id: travelerId },
        meta,
        decodeDeleteTraveler,
        write,
      ),
  };
}
