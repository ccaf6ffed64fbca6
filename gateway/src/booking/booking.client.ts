/**
 * Typed client of the upstream offers and reservations endpoints. Offers need no session; the
 * reservations endpoint takes the session token in the body (spec §7 "json with token"). Every
 * call has a time limit.
 */
import { contractDecoder } from "../upstream/contract";
import { DecodeError } from "../upstream/decode";
import type { UpstreamCallMeta, UpstreamHttp } from "../upstream/http";
import type {
  CreateReservationRequest,
  CreateReservationResult,
  OfferEntry,
  ReservationEntry,
  TripPriceEntry,
  TripPriceKey,
} from "./booking.mappers";

export const BOOKING_PATHS = {
  offers: "/api/offers",
  price: "/api/offers/price",
  reservations: "/api/reservations",
} as const;

/** GET /api/offers → the offers found. */
const decodeOffers = contractDecoder("get", BOOKING_PATHS.offers, (b) => b.data.data);

/** GET /api/offers/{id} → the offer; null for a `{ status: 0 }` answer (404 unknown offer, 400). */
const decodeOffer = contractDecoder(
  "get",
  "/api/offers/{id}",
  (body) => (body.status === 1 ? body.data : null),
  [200, 400, 404],
);

/**
 * POST /api/offers/price → the trip's price (available or not, with the refusal); null for a
 * 400 or 404 (dates or offer the upstream does not price: the gateway's own checks come first).
 */
const decodeTripPrice = contractDecoder(
  "post",
  BOOKING_PATHS.price,
  (body) => (body.status === 1 ? body.data : null),
  [200, 400, 404],
);

/** POST /api/reservations, action list → the user's reservations, newest first. */
const decodeReservations = contractDecoder("post", BOOKING_PATHS.reservations, (body) => {
  if (!("data" in body) || "duplicate" in body)
    throw new DecodeError("another answer where a list was asked for");
  return body.data.data;
});

/** POST /api/reservations, action find → the reservation booked with a request id, or null. */
const decodeFoundReservation = contractDecoder("post", BOOKING_PATHS.reservations, (body) => {
  if (!("reservation" in body)) throw new DecodeError("another answer where a find was asked for");
  return body.reservation;
});

/**
 * POST /api/reservations, action create → the reservation (also for a repeated request id,
 * `duplicate: true`), or a documented 4xx refusal `{ status: 0, code?, message }`.
 */
const decodeCreateReservation = contractDecoder(
  "post",
  BOOKING_PATHS.reservations,
  (body): CreateReservationResult => {
    if (body.status === 0) {
      return { ok: false, code: "code" in body ? body.code : null, message: body.message };
    }
    if (!("duplicate" in body))
      throw new DecodeError("another answer where a booking was asked for");
    return { ok: true, reservation: body.data, duplicate: body.duplicate };
  },
  [200, 400, 401, 403, 404, 409],
);

export interface OfferSearch {
  product: string;
  /** Case-insensitive substring of the destination; null for anywhere. */
  destination: string | null;
}

export interface BookingClient {
  searchOffers(meta: UpstreamCallMeta, search: OfferSearch): Promise<OfferEntry[]>;
  /** The offer; null when the upstream does not know it. */
  getOffer(meta: UpstreamCallMeta, offerId: number): Promise<OfferEntry | null>;
  /** The trip's calendar price; null when the upstream refuses to price it (400, 404). */
  priceTrip(meta: UpstreamCallMeta, trip: TripPriceKey): Promise<TripPriceEntry | null>;
  listReservations(meta: UpstreamCallMeta, token: string): Promise<ReservationEntry[]>;
  /** The reservation the user booked with `requestId`, or null. */
  findReservation(
    meta: UpstreamCallMeta,
    token: string,
    requestId: string,
  ): Promise<ReservationEntry | null>;
  /** Books; a refusal (409 card already used or not usable, 400, 403...) is an answer, not an error. */
  createReservation(
    meta: UpstreamCallMeta,
    token: string,
    request: CreateReservationRequest,
  ): Promise<CreateReservationResult>;
}

export interface BookingClientOptions {
  /** Time limit of each call in milliseconds. */
  timeoutMs: number;
  /** Time limit of booking (UPSTREAM_WRITE_TIMEOUT_MS); default `timeoutMs`. */
  writeTimeoutMs?: number;
}

export function createBookingClient(
  http: UpstreamHttp,
  options: BookingClientOptions,
): BookingClient {
  const P = BOOKING_PATHS;
  const limit = { timeoutMs: options.timeoutMs };
  return {
    searchOffers: (meta, { product, destination }) => {
      const query = new URLSearchParams({ product });
      if (destination !== null) query.set("destination", destination);
      return http.get(`${P.offers}?${query.toString()}`, meta, decodeOffers, limit);
    },
    getOffer: (meta, offerId) =>
      http.get(`${P.offers}/${offerId}`, meta, decodeOffer, {
        ...limit,
        decodeClientErrors: true,
      }),
    priceTrip: (meta, trip) =>
      http.post(
        P.price,
        {
          offer_id: trip.offerId,
          check_in: trip.checkIn,
          check_out: trip.checkOut,
          guests: trip.guests,
          rooms: trip.rooms,
        },
        meta,
        decodeTripPrice,
        { ...limit, idempotent: true, decodeClientErrors: true }, // only reads
      ),
    listReservations: (meta, token) =>
      http.post(P.reservations, { token, action: "list" }, meta, decodeReservations, {
        ...limit,
        idempotent: true, // "list" only reads
      }),
    findReservation: (meta, token, requestId) =>
      http.post(
        P.reservations,
        { token, action: "find", request_id: requestId },
        meta,
        decodeFoundReservation,
        { ...limit, idempotent: true }, // "find" only reads
      ),
    createReservation: (meta, token, request) =>
      http.post(
        P.reservations,
        { token, action: "create", ...request },
        meta,
        decodeCreateReservation,
        { timeoutMs: options.writeTimeoutMs ?? options.timeoutMs, decodeClientErrors: true },
      ),
  };
}
