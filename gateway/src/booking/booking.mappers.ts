/** Upstream REST shapes of the offers and reservations contract (answers from the contract). */
import type { components } from "@travel/schema/rest";
import type { Offer, ResolversParentTypes } from "../__generated__/resolvers-types";
import type { MoneyMapper } from "../locale/locale.mappers";

/**
 * GET /api/offers → data.data[] (the wallet products), GET /api/offers/{id} → data (any area);
 * price_usd the lowest price per unit (night, day, week, person or trip).
 */
export type OfferEntry = components["schemas"]["Offer"];

/** POST /api/offers/price → data: the trip's calendar days, total and availability. */
export type TripPriceEntry = components["schemas"]["TripPrice"];

/** What the price of a trip is asked with (the search's rules). */
export interface TripPriceKey {
  offerId: number;
  checkIn: string;
  /** NIGHT and DAY offers only. */
  checkOut: string | null;
  guests: number;
  /** Rooms or units of NIGHT and WEEK offers; 1 for the others. */
  rooms: number;
}

/** A card a reservation spent; `amount_used` in the card's currency. */
export type ReservationCardEntry = components["schemas"]["ReservationCard"];

export type UsedCardKind = ReservationCardEntry["kind"];

/** POST /api/reservations (list → data.data[], create → data). */
export type ReservationEntry = components["schemas"]["Reservation"];

/** A card sent with `action: create`. */
export type UsedCardRequest = components["schemas"]["ReservationCardRequest"];

/** The body of `action: create`, without the token and the action. */
export type CreateReservationRequest = Omit<
  components["schemas"]["ReservationCreateRequest"],
  "token" | "action"
>;

/** What `action: create` answered: the reservation, or the upstream's refusal (4xx). */
export type CreateReservationResult =
  | { ok: true; reservation: ReservationEntry; duplicate: boolean }
  | { ok: false; code: string | null; message: string };

/**
 * What a GraphQL `Offer` is resolved from (codegen mapper): its fields as toOffer builds them,
 * amounts as Money models; `isFavourite` is left to its field resolver (the favourites module).
 */
export type OfferMapper = Omit<Offer, "isFavourite" | "basePrice" | "price" | "details"> & {
  basePrice: MoneyMapper;
  price: MoneyMapper | null;
  details: ResolversParentTypes["OfferDetails"];
};
