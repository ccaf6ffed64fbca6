/**
 * REST routes of the signed-in traveller's profile and saved travellers. The session token
 * travels in the body's `token` like the reservations call (an `Authorization: Bearer` header is
 * accepted when the body has none). Every answer concerns the session's own account: another
 * account's traveller id is a 404, as an unknown one is. A new traveller sent with an
 * `Idempotency-Key` is added once per key: a retry gets the first answer.
 */
import { PROFILE_PATHS } from "@travel/schema/rest";
import { signedInPosts } from "../accounts/body-session";
import { nationalityExists } from "../accounts/store";
import type { Db, Queryable } from "../db/db";
import { badRequest, HttpError } from "../http/http-error";
import { ok, type Route } from "../http/router";
import { accountWrite, idempotencyKeyOf, writeOnce } from "../idempotency/store";
import { checked } from "../wallet/payloads";
import {
  MAX_TRAVELERS,
  parseProfile,
  parseTraveler,
  parseTravelerId,
  PROFILE_MESSAGES,
  type TravelerInput,
} from "./payloads";
import {
  countryExists,
  deleteTraveler,
  insertTraveler,
  listTravelers,
  readProfile,
  updateTraveler,
  writeProfile,
} from "./store";

export { PROFILE_PATHS };

/** The code of the 409 answered when the account already has MAX_TRAVELERS. */
export const TRAVELER_LIMIT = "TRAVELER_LIMIT";

async function checkReferences(
  db: Db,
  refs: { nationality: number; countries: (number | null)[] },
): Promise<void> {
  if (!(await nationalityExists(db, refs.nationality)))
    throw badRequest(PROFILE_MESSAGES.unknownNationality);
  for (const id of refs.countries)
    if (id !== null && !(await countryExists(db, id)))
      throw badRequest(PROFILE_MESSAGES.unknownCountry);
}

/** The idempotency scope of a new saved traveller (see idempotency/store.ts). */
export const SAVE_TRAVELER_SCOPE = "save-traveler";

/** The key-table entry of a keyed new traveller: the account's key, identified by the traveller. */
const travelerWrite = (accountId: number, key: string, input: TravelerInput) =>
  accountWrite(SAVE_TRAVELER_SCOPE, accountId, key, input);

export function profileRoutes(db: Db, now: () => Date): Route[] {
  const { account, post } = signedInPosts(db, now);
  return [
    post(PROFILE_PATHS.getProfile, async (request) => {
      const profile = await readProfile(db, await account(request));
      if (profile === null) throw new HttpError(401, "Session expired");
      return ok({ status: 1, data: profile });
    }),
    post(PROFILE_PATHS.updateProfile, async (request) => {
      const accountId = await account(request);
      const input = checked(() => parseProfile(request.body));
      await checkReferences(db, {
        nationality: input.nationality_id,
        countries: [input.country_id],
      });
      const profile = await writeProfile(db, accountId, input);
      if (profile === null) throw new HttpError(401, "Session expired");
      return ok({ status: 1, data: profile });
    }),
    post(PROFILE_PATHS.travelers, async (request) => {
      const accountId = await account(request);
      return ok({
        status: 1,
        data: { data: await listTravelers(db, accountId), max_travelers: MAX_TRAVELERS },
      });
    }),
    post(PROFILE_PATHS.saveTraveler, async (request) => {
      const accountId = await account(request);
      const today = now().toISOString().slice(0, 10);
      const input: TravelerInput = checked(() => parseTraveler(request.body, today));
      await checkReferences(db, {
        nationality: input.nationality_id,
        countries: [input.passport_country_id],
      });
      if (input.traveler_id !== null) {
        const row = await updateTraveler(db, accountId, input.traveler_id, input);
        if (row === null) throw new HttpError(404, PROFILE_MESSAGES.travelerNotFound);
        return ok({ status: 1, data: row });
      }
      const key = idempotencyKeyOf(request.idempotencyKey);
      const insert = (tx: Queryable) => insertTraveler(tx, accountId, input, MAX_TRAVELERS);
      const row =
        key === null
          ? await db.transaction(insert)
          : (
              await writeOnce(db, travelerWrite(accountId, key, input), now(), async (tx) => {
                const inserted = await insert(tx);
                return { result: inserted, keep: inserted !== null };
              })
            ).result;
      if (row === null) throw new HttpError(409, PROFILE_MESSAGES.tooManyTravelers, TRAVELER_LIMIT);
      return ok({ status: 1, data: row });
    }),
    post(PROFILE_PATHS.deleteTraveler, async (request) => {
      const accountId = await account(request);
      const id = checked(() => parseTravelerId(request.body));
      if (!(await deleteTraveler(db, accountId, id)))
        throw new HttpError(404, PROFILE_MESSAGES.travelerNotFound);
      return ok({ status: 1 });
    }),
  ];
}
