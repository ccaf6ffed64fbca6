/** Upstream REST shapes of the offers and reservations contract, as decoded. */
import type { WalletProductCode } from "@travel/schema/wallet";

/** GET /api/offers → data.data[], GET /api/offers/{id} → data. */
export interface OfferEntry {
  offer_id: number;
  product_code: WalletProductCode;
  name: string;
  destination: string;
  /** ISO 3166 alpha-2. */
  country_code: string;
  description: string;
  rating: number | null;
  price_unit: "NIGHT" | "PERSON";
  /** Per night or per person. */
  price_usd: number;
}

export type UsedCardKind = "certificate" | "discount" | "cash" | "org_certificate";

/** A card a reservation spent; `amount_used` in the card's currency. */
export interface ReservationCardEntry {
  card_code: string;
  payment_card_id: number;
  kind: UsedCardKind;
  name: string;
  amount_used: number;
}

/** POST /api/reservations (list → data.data[], create → data). */
export interface ReservationEntry {
  reservation_id: number;
  reference: string;
  offer: OfferEntry;
  check_in: string;
  check_out: string | null;
  guests: number;
  status: string;
  currency: string;
  total: number;
  cards: ReservationCardEntry[];
  booked_at: string;
}

/** A card sent with `action: create`. */
export interface UsedCardRequest {
  card_code: string;
  payment_card_id: number;
  kind: UsedCardKind;
  amount_used: number;
}

/** The body of `action: create`, without the token. */
export interface CreateReservationRequest {
  request_id: string;
  offer_id: number;
  check_in: string;
  check_out: string | null;
  guests: number;
  currency: string;
  total: number;
  subtotal_usd: number;
  total_usd: number;
  cards: UsedCardRequest[];
}

/** What `action: create` answered: the reservation, or the upstream's refusal (4xx). */
export type CreateReservationResult =
  | { ok: true; reservation: ReservationEntry; duplicate: boolean }
  | { ok: false; code: string | null; message: string | null };
