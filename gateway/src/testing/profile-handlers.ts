/**
 * msw handlers of the upstream PROFILE contract over the in-memory accounts db and a small
 * travellers list: the token in the body (or Bearer), 401 without a session, the profile fields
 * the accounts db lacks (title, mobile), travellers of the session's account only (404 else),
 * the 20-traveller cap (409 TRAVELER_LIMIT) and the unknown-reference refusals. Tests install
 * them with `server.use(...profileHandlers())` and call `resetProfileDb()` after each test.
 */
import { http, HttpResponse, type JsonBodyType } from "msw";
import type { TravelerEntry } from "../profile/profile.mappers";
import { accountsDb, db as reference } from "./upstream-db";
import { TEST_UPSTREAM_URL } from "./upstream-handlers";

type Json = Record<string, unknown>;

export interface ProfileDb {
  /** Title and mobile number per user id (the accounts db has neither). */
  extras: Record<number, { title: string | null; mobile_no: string | null }>;
  travelers: (TravelerEntry & { user_id: number })[];
  /** Bodies received, token included. */
  received: { path: string; body: Json }[];
}

export const profileDb: ProfileDb = { extras: {}, travelers: [], received: [] };
let nextTravelerId = 1001;

export function resetProfileDb(): void {
  profileDb.extras = {};
  profileDb.travelers = [];
  profileDb.received = [];
  nextTravelerId = 1001;
}

export function buildTraveler(
  userId: number,
  overrides: Partial<TravelerEntry> = {},
): TravelerEntry & { user_id: number } {
  return {
    user_id: userId,
    traveler_id: nextTravelerId++,
    title: "Mr",
    first_name: "Tom",
    last_name: "Traveller",
    age_band: "31 to 40",
    nationality_id: 1,
    passport_number: null,
    passport_country_id: null,
    passport_expiry: null,
    loyalty_programs: [],
    ...overrides,
  };
}

const refuse = (status: number, message: string, code?: string) =>
  HttpResponse.json({ status: 0, ...(code ? { code } : {}), message }, { status });
const ok = (data?: unknown) =>
  HttpResponse.json((data === undefined ? { status: 1 } : { status: 1, data }) as JsonBodyType);

async function received(request: Request, path: string): Promise<Json> {
  const body = (await request.json().catch(() => ({}))) as Json;
  profileDb.received.push({ path, body });
  return body;
}

function userOf(request: Request, body: Json): number | null {
  const token =
    typeof body.token === "string" && body.token !== ""
      ? body.token
      : (request.headers.get("authorization") ?? "").replace(/^Bearer /, "");
  return accountsDb.sessions[token] ?? null;
}

function profileOf(userId: number) {
  const a = accountsDb.accounts.find((x) => x.userId === userId);
  if (!a) return null;
  const extra = profileDb.extras[userId] ?? { title: "Mrs", mobile_no: "5550100" };
  return {
    title: extra.title,
    first_name: a.first_name ?? "",
    last_name: a.last_name ?? "",
    email: a.email,
    nationality_id: a.nationality ?? 1,
    country_id: a.country ?? 235,
    phone_country_code: a.phone_country_code,
    mobile_no: extra.mobile_no,
  };
}

const known = (list: { nationalityId?: number; countryId?: number }[], id: number) =>
  list.some((x) => x.nationalityId === id || x.countryId === id);

const publicTraveler = ({ user_id: _u, ...t }: TravelerEntry & { user_id: number }) => t;

export function profileHandlers() {
  const url = (path: string) => `${TEST_UPSTREAM_URL}${path}`;
  const route = (
    path: string,
    handle: (userId: number, body: Json) => Response | Promise<Response>,
  ) =>
    http.post(url(path), async ({ request }) => {
      const body = await received(request, path);
      const userId = userOf(request, body);
      return userId === null ? refuse(401, "Session expired") : handle(userId, body);
    });
  return [
    route("/api/profile/getProfile", (userId) => ok(profileOf(userId))),
    route("/api/profile/updateProfile", (userId, body) => {
      const nationality = Number(body.nationality_id);
      const country = Number(body.country_id);
      if (!known(reference.nationalities, nationality)) return refuse(400, "Unknown nationality");
      if (!known(reference.countries, country)) return refuse(400, "Unknown country");
      const a = accountsDb.accounts.find((x) => x.userId === userId);
      if (!a) return refuse(401, "Session expired");
      a.first_name = String(body.first_name);
      a.last_name = String(body.last_name);
      a.nationality = nationality;
      a.country = country;
      a.phone_country_code = (body.phone_country_code as string | null) ?? null;
      profileDb.extras[userId] = {
        title: String(body.title) as TravelerEntry["title"],
        mobile_no: (body.mobile_no as string | null) ?? null,
      };
      return ok(profileOf(userId));
    }),
    route("/api/profile/travelers", (userId) =>
      ok({
        data: profileDb.travelers.filter((t) => t.user_id === userId).map(publicTraveler),
        max_travelers: 20,
      }),
    ),
    route("/api/profile/travelers/save", (userId, body) => {
      const passportCountry = body.passport_country_id as number | null;
      if (passportCountry !== null && !known(reference.countries, passportCountry))
        return refuse(400, "Unknown country");
      const fields = {
        title: String(body.title) as TravelerEntry["title"],
        first_name: String(body.first_name),
        last_name: String(body.last_name),
        age_band: String(body.age_band) as TravelerEntry["age_band"],
        nationality_id: (body.nationality_id as number | undefined) ?? 1,
        passport_number: body.passport_number as string | null,
        passport_country_id: passportCountry,
        passport_expiry: body.passport_expiry as string | null,
        loyalty_programs: body.loyalty_programs as TravelerEntry["loyalty_programs"],
      };
      if (body.traveler_id !== undefined) {
        const t = profileDb.travelers.find(
          (x) => x.traveler_id === body.traveler_id && x.user_id === userId,
        );
        if (!t) return refuse(404, "Saved traveller not found");
        Object.assign(t, fields);
        return ok(publicTraveler(t));
      }
      if (profileDb.travelers.filter((t) => t.user_id === userId).length >= 20)
        return refuse(409, "You can save at most 20 travellers", "TRAVELER_LIMIT");
      const t = buildTraveler(userId, fields);
      profileDb.travelers.push(t);
      return ok(publicTraveler(t));
    }),
    route("/api/profile/travelers/delete", (userId, body) => {
      const index = profileDb.travelers.findIndex(
        (x) => x.traveler_id === body.traveler_id && x.user_id === userId,
      );
      if (index < 0) return refuse(404, "Saved traveller not found");
      profileDb.travelers.splice(index, 1);
      return ok();
    }),
  ];
}
