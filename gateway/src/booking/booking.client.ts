/**
 * Typed client of the upstream offers and reservations endpoints. Offers need no session; the
 * reservations endpoint takes the session token in the body (spec §7 "json with token"). Every
 * call has a time limit.
 */
import type { UpstreamCallMeta, UpstreamHttp } from "../upstream/http";
import {
  decodeCreateReservation,
  decodeOffer,
  decodeOffers,
  decodeReservations,
} from "./booking.decoders";
import type {
  CreateReservationRequest,
  CreateReservationResult,
  OfferEntry,
  ReservationEntry,
} from "./booking.mappers";

export const BOOKING_PATHS = {
  offers: "/api/offers",
  reservations: "/api/reservations",
} as const;

export interface OfferSearch {
  product: string;
  /** Case-insensitive substring of the destination; null for anywhere. */
  destination: string | null;
}

export interface BookingClient {
  searchOffers(meta: UpstreamCallMeta, search: OfferSearch): Promise<OfferEntry[]>;
  /** The offer; null when the upstream does not know it. */
  getOffer(meta: UpstreamCallMeta, offerId: number): Promise<OfferEntry | null>;
  listReservations(meta: UpstreamCallMeta, token: string): Promise<ReservationEntry[]>;
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
    listReservations: (meta, token) =>
      http.post(P.reservations, { token, action: "list" }, meta, decodeReservations, {
        ...limit,
        idempotent: true, // "list" only reads
      }),
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
