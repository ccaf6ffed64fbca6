/**
 * msw handlers of the upstream FAVOURITES contract over the wallet db's offers: the token in the
 * body (or Bearer), 401 without a session, saves kept per user (twice keeps one), the list newest
 * first in pages, 404 for an unknown offer and 409 FAVOURITE_LIMIT past `favouritesDb.max`. Tests
 * install them with `server.use(...favouritesHandlers())` and call `resetFavouritesDb()` after
 * each test.
 */
import { http, HttpResponse } from "msw";
import { accountsDb, walletDb } from "./upstream-db";
import { TEST_UPSTREAM_URL } from "./upstream-handlers";

type Body = Record<string, unknown>;

export const favouritesDb = {
  saved: [] as { user_id: number; offer_id: number; saved_at: string }[],
  max: 200,
  /** Bodies received, token included. */
  received: [] as { path: string; body: Body }[],
};
let clock = Date.UTC(2026, 0, 1);

export function resetFavouritesDb(): void {
  Object.assign(favouritesDb, { saved: [], max: 200, received: [] });
  clock = Date.UTC(2026, 0, 1);
}

const refusal = (status: number, message: string, code?: string) =>
  HttpResponse.json({ status: 0, message, ...(code ? { code } : {}) }, { status });

/** The session's user and the body, or null without a session. */
async function caller(request: Request, path: string) {
  const body = (await request.json().catch(() => ({}))) as Body;
  favouritesDb.received.push({ path, body });
  const bearer = (request.headers.get("authorization") ?? "").replace(/^Bearer /, "");
  const token = typeof body.token === "string" && body.token !== "" ? body.token : bearer;
  const userId = accountsDb.sessions[token];
  return userId === undefined ? null : { userId, body, offerId: Number(body.offer_id) };
}

export function favouritesHandlers() {
  const url = (path: string) => `${TEST_UPSTREAM_URL}${path}`;
  return [
    http.post(url("/api/favourites"), async ({ request }) => {
      const who = await caller(request, "/api/favourites");
      if (!who) return refusal(401, "Session expired");
      const perPage = Math.min(Number(who.body.per_page ?? 20), 200);
      const mine = favouritesDb.saved
        .filter((f) => f.user_id === who.userId)
        .sort((a, b) => b.saved_at.localeCompare(a.saved_at));
      const favourites = mine.slice(0, perPage).map((f) => ({
        offer: walletDb.offers.find((o) => o.offer_id === f.offer_id)!,
        saved_at: f.saved_at,
      }));
      const page = { page: 1, per_page: perPage, max_favourites: 200 };
      const totalPages = Math.ceil(mine.length / perPage);
      return HttpResponse.json({
        status: 1,
        data: { count: mine.length, totalPages, ...page, favourites },
      });
    }),
    http.post(url("/api/favourites/save"), async ({ request }) => {
      const who = await caller(request, "/api/favourites/save");
      if (!who) return refusal(401, "Session expired");
      if (!walletDb.offers.some((o) => o.offer_id === who.offerId))
        return refusal(404, "Offer not found");
      const mine = favouritesDb.saved.filter((f) => f.user_id === who.userId);
      if (!mine.some((f) => f.offer_id === who.offerId)) {
        if (mine.length >= favouritesDb.max)
          return refusal(409, "An account keeps at most 200 favourites", "FAVOURITE_LIMIT");
        clock += 1000;
        const savedAt = new Date(clock).toISOString();
        favouritesDb.saved.push({ user_id: who.userId, offer_id: who.offerId, saved_at: savedAt });
      }
      return HttpResponse.json({ status: 1, data: { offer_id: who.offerId, saved: true } });
    }),
    http.post(url("/api/favourites/remove"), async ({ request }) => {
      const who = await caller(request, "/api/favourites/remove");
      if (!who) return refusal(401, "Session expired");
      const before = favouritesDb.saved.length;
      favouritesDb.saved = favouritesDb.saved.filter(
        (f) => !(f.user_id === who.userId && f.offer_id === who.offerId),
      );
      const removed = favouritesDb.saved.length < before;
      return HttpResponse.json({ status: 1, data: { offer_id: who.offerId, removed } });
    }),
  ];
}
