/**
 * msw handlers of the upstream OFFERS and RESERVATIONS contract over the in-memory wallet db:
 * the token in the body, list, find and create, one reservation per (user, request_id), each card
 * spent once (409 CARD_ALREADY_USED / CARD_NOT_USABLE), a cash card only where the options allow
 * it and within its balance (CASH_CARD_NOT_ENABLED / CASH_CARD_OVER_BALANCE), a bought catalogue
 * certificate recorded as the user's card.
 */
import { http, HttpResponse, type JsonBodyType } from "msw";
import type { ReservationCardEntry, UsedCardKind } from "../booking/booking.mappers";
import { accountsDb, db as upstream, walletDb as db } from "./upstream-db";
import { buildCard } from "./wallet-db";
import type { TestCard, TestReservation } from "./wallet-db";
import { faultAnswer, receiveJson } from "./wallet-handlers";

type Json = Record<string, unknown>;

const ok = (data: unknown, extra: Json = {}) =>
  HttpResponse.json({ status: 1, ...extra, data } as JsonBodyType);
const refuse = (status: number, message: string, code?: string) =>
  HttpResponse.json({ status: 0, ...(code ? { code } : {}), message }, { status });

function publicReservation(r: TestReservation) {
  const { user_id: _u, request_id: _r, subtotal_usd: _s, total_usd: _t, ...reservation } = r;
  return reservation;
}

const active = (status: string) => status.trim().toUpperCase() === "ACTIVE";
const matches = (code: string, product: string) => {
  const a = code.trim().toUpperCase();
  return a !== "" && (a.includes(product) || product.includes(a));
};

let nextReservationId = 7001;

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * POST /api/offers/price over the test calendar (`walletDb.calendar`, else every day at the
 * offer's price_usd with 5 units), the upstream's rule: the nights or rental days from check_in
 * to check_out (NIGHT, DAY) or the start day (WEEK, PERSON, TRIP); units needed `rooms` (NIGHT,
 * WEEK), one per guest (PERSON) or 1; total = the days' prices × the units needed, rounded to
 * cents; the first day missing or short is the refusal, then a party above max_guests × rooms.
 */
function priceOf(body: Json): Response {
  const offer = db.offers.find((o) => o.offer_id === Number(body.offer_id));
  if (!offer) return refuse(404, "Offer not found");
  const checkIn = String(body.check_in);
  const guests = Number(body.guests ?? 2);
  const rooms = Number(body.rooms ?? 1);
  const unit = offer.price_unit;
  const nights =
    unit === "NIGHT" || unit === "DAY"
      ? Math.round((Date.parse(String(body.check_out)) - Date.parse(checkIn)) / 86_400_000)
      : 1;
  if (!(nights >= 1)) return refuse(400, "check_out must be after check_in");
  const perRoom = unit === "NIGHT" || unit === "WEEK";
  const needed = unit === "PERSON" ? guests : perRoom ? rooms : 1;
  const days: { day: string; price_usd: number; units_left: number }[] = [];
  let refusal: Json | null = null;
  for (let i = 0; i < nights; i++) {
    const day = addDays(checkIn, i);
    const set = db.calendar[`${offer.offer_id}:${day}`];
    const row = set === undefined ? { price_usd: offer.price_usd, units_left: 5 } : set;
    if (row === null) refusal ??= { code: "NOT_ON_SALE", day, message: `Not on sale on ${day}` };
    else {
      days.push({ day, ...row });
      if (row.units_left < needed)
        refusal ??= { code: "SOLD_OUT", day, message: `The offer is sold out on ${day}` };
    }
  }
  if (guests > offer.max_guests * (perRoom ? rooms : 1))
    refusal ??= {
      code: "TOO_MANY_GUESTS",
      day: null,
      message: `The offer holds at most ${offer.max_guests} guests`,
    };
  const sum = days.reduce((total, d) => total + d.price_usd, 0);
  return ok({
    offer_id: offer.offer_id,
    area: offer.product_code,
    price_unit: unit,
    check_in: checkIn,
    end_day: addDays(checkIn, nights),
    guests,
    rooms,
    available: refusal === null,
    total_usd: refusal === null ? Math.round(sum * needed * 100) / 100 : null,
    units_needed: needed,
    days,
    refusal,
  });
}

function create(userId: number, body: Json): Response {
  const requestId = String(body.request_id ?? "");
  if (!/^[A-Za-z0-9_-]{8,64}$/.test(requestId)) return refuse(400, "request_id is invalid");
  const existing = db.reservations.find((r) => r.user_id === userId && r.request_id === requestId);
  if (existing) return ok(publicReservation(existing), { duplicate: true });
  const offer = db.offers.find((o) => o.offer_id === Number(body.offer_id));
  if (!offer) return refuse(404, "Offer not found");
  const account = accountsDb.accounts.find((a) => a.userId === userId);
  if (account?.can_user_book !== 1 && upstream.siteConfig.allowBookingWithoutSession !== 1) {
    return refuse(403, "This account may not book", "BOOKING_NOT_ALLOWED");
  }
  const used = Array.isArray(body.cards) ? (body.cards as Json[]) : [];
  const reservationId = nextReservationId++;
  const lines: ReservationCardEntry[] = [];
  const changes: (() => void)[] = [];
  for (const u of used) {
    const kind = u.kind as UsedCardKind;
    const card = db.cards.find((c) => c.payment_card_id === Number(u.payment_card_id));
    const theirs =
      card &&
      card.card_code === u.card_code &&
      (kind === "org_certificate"
        ? card.user_id === null
        : card.user_id === userId && card.kind === kind);
    if (!card || !theirs) return refuse(409, "Card not in your wallet", "CARD_NOT_USABLE");
    if (
      card.kind !== "cash" &&
      (card.redeemed_reservation_id !== null || card.status === "REDEEMED")
    ) {
      return refuse(409, `Card ${card.card_code} has already been used`, "CARD_ALREADY_USED");
    }
    if (!active(card.status)) return refuse(409, "Card not active", "CARD_NOT_USABLE");
    const forProduct =
      card.kind === "certificate"
        ? card.services.some((s) => matches(s, offer.product_code))
        : card.card_amount > 0;
    if (!forProduct) return refuse(409, "Card not for this product", "CARD_NOT_USABLE");
    const amountUsed = Number(u.amount_used);
    if (kind === "cash" && amountUsed > 0) {
      const options = (db.walletOptions ?? upstream.siteConfig.org_site_wallet).toLowerCase();
      if (!options.split(",").some((o) => o.trim() === "cash card"))
        return refuse(409, "Cash cards not accepted", "CASH_CARD_NOT_ENABLED");
      if (amountUsed > card.card_amount)
        return refuse(409, "Balance does not cover it", "CASH_CARD_OVER_BALANCE");
    }
    if (kind === "org_certificate") {
      const { payment_card_id: _catalogueId, ...copy } = card;
      const bought: TestCard = buildCard({
        ...copy,
        user_id: userId,
        status: "REDEEMED",
        redeemed_reservation_id: reservationId,
      });
      changes.push(() => db.cards.push(bought));
      lines.push({ ...line(bought, kind, amountUsed) });
    } else {
      changes.push(() => {
        if (card.kind === "cash") card.card_amount -= amountUsed;
        else {
          card.status = "REDEEMED";
          card.redeemed_reservation_id = reservationId;
        }
      });
      lines.push(line(card, kind, amountUsed));
    }
  }
  for (const change of changes) change();
  const reservation: TestReservation = {
    reservation_id: reservationId,
    reference: referenceOf(reservationId),
    offer,
    check_in: String(body.check_in),
    check_out: typeof body.check_out === "string" ? body.check_out : null,
    guests: Number(body.guests),
    rooms: Number(body.rooms ?? 1),
    status: "CONFIRMED",
    currency: String(body.currency),
    total: Number(body.total),
    cards: lines,
    booked_at: new Date().toISOString(),
    user_id: userId,
    request_id: requestId,
    subtotal_usd: Number(body.subtotal_usd),
    total_usd: Number(body.total_usd),
  };
  db.reservations.unshift(reservation);
  return ok(publicReservation(reservation), { duplicate: false });
}

/** A reference as the contract writes them: WH- and six of 2-9 and A-Z without I, L, O. */
function referenceOf(reservationId: number): string {
  const alphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
  let n = reservationId;
  let code = "";
  for (let i = 0; i < 6; i++) {
    code = alphabet[n % alphabet.length] + code;
    n = Math.floor(n / alphabet.length);
  }
  return `WH-${code}`;
}

const line = (card: TestCard, kind: UsedCardKind, amountUsed: number): ReservationCardEntry => ({
  card_code: card.card_code,
  payment_card_id: card.payment_card_id,
  kind,
  name: card.name,
  amount_used: amountUsed,
});

/** The handlers, mounted under `baseUrl` (the mocked upstream's base URL). */
export function createBookingHandlers(baseUrl: string) {
  const url = (path: string) => `${baseUrl}${path}`;
  return [
    http.get(url("/api/offers"), async ({ request }) => {
      await receiveJson(request);
      const fault = faultAnswer(db.faults.offers);
      if (fault) return fault;
      const params = new URL(request.url).searchParams;
      const product = (params.get("product") ?? "").toUpperCase();
      const where = (params.get("destination") ?? "").toLowerCase();
      const found = db.offers.filter(
        (o) =>
          (product === "" || o.product_code === product) &&
          o.destination.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().includes(where),
      );
      return ok({ data: found });
    }),
    http.post(url("/api/offers/price"), async ({ request }) => {
      const body = await receiveJson(request);
      const fault = faultAnswer(db.faults.offers);
      if (fault) return fault;
      return priceOf(body);
    }),
    http.get(url("/api/offers/:id"), async ({ request, params }) => {
      await receiveJson(request);
      const fault = faultAnswer(db.faults.offers);
      if (fault) return fault;
      const offer = db.offers.find((o) => String(o.offer_id) === params.id);
      return offer ? ok(offer) : refuse(404, "Offer not found");
    }),
    http.post(url("/api/reservations"), async ({ request }) => {
      const body = await receiveJson(request);
      const userId = accountsDb.sessions[String(body.token ?? "")];
      if (userId === undefined) return refuse(401, "Session expired");
      const fault = faultAnswer(db.faults.reservations);
      if (fault) return fault;
      if (body.action === "list") {
        return ok({
          data: db.reservations.filter((r) => r.user_id === userId).map(publicReservation),
        });
      }
      if (body.action === "find") {
        const found = db.reservations.find(
          (r) => r.user_id === userId && r.request_id === String(body.request_id ?? ""),
        );
        return HttpResponse.json({
          status: 1,
          reservation: found ? publicReservation(found) : null,
        } as JsonBodyType);
      }
      if (body.action === "create") return create(userId, body);
      return refuse(400, "action must be list, find or create");
    }),
  ];
}
