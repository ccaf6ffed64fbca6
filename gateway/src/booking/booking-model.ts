/** Offers, quotes and reservations as GraphQL shows them. */
import type { PaymentCardKind, ResolversParentTypes } from "../__generated__/resolvers-types";
import { isWalletProduct } from "@travel/schema/wallet";
import { toMoney } from "../locale/money";
import {
  imageUrlOf,
  toDestination,
  toDetails,
  toOrigin,
  type DetailsSource,
} from "../search/search.mappers";
import { modelSlot } from "../wallet/graphql-model";
import {
  cardModel,
  toPaymentCard,
  toTravellerAmount,
  type MoneyContext,
} from "../wallet/wallet-model";
import type { PaymentCardEntry } from "../wallet/wallet.mappers";
import type { OfferEntry, ReservationCardEntry, ReservationEntry } from "./booking.mappers";
import type { CashPriceResult } from "./cash-card";

// The objects as resolvers build them (amounts as `Money` models: see locale.mappers.ts).
type Offer = ResolversParentTypes["Offer"];
type PaymentCard = ResolversParentTypes["PaymentCard"];
type Quote = ResolversParentTypes["Quote"];
type Reservation = ResolversParentTypes["Reservation"];

const OFFER_ID = /^[1-9]\d{0,8}$/;

/** An offer id as the upstream takes it (a positive whole number); null otherwise. */
export function parseOfferId(raw: string): number | null {
  const text = raw.trim();
  return OFFER_ID.test(text) ? Number(text) : null;
}

/** An offer read alone as the search's details see a result: one unit at its price. */
export const offerDetailsSource = (o: OfferEntry): DetailsSource => ({
  area: o.product_code,
  attributes: o.attributes,
  days: 1,
  total_usd: o.price_usd,
  price_from_usd: o.price_usd,
});

export function toOffer(o: OfferEntry, money: MoneyContext): Offer {
  const price = toTravellerAmount(money, o.price_usd, "USD");
  return {
    id: String(o.offer_id),
    area: o.product_code,
    product: isWalletProduct(o.product_code) ? o.product_code : null,
    name: o.name,
    destination: o.destination,
    countryCode: o.country_code,
    description: o.description,
    rating: o.rating,
    priceUnit: o.price_unit,
    basePrice: toMoney(o.price_usd, "USD"),
    price: price === null ? null : toMoney(price, money.currency),
    maxGuests: o.max_guests,
    startWeekday: o.start_weekday,
    imageUrl: imageUrlOf(o.image, o.offer_id),
    place: toDestination(o.place),
    origin: o.origin && toOrigin(o.origin),
    details: toDetails(offerDetailsSource(o), money),
  };
}

export function toQuote(priced: CashPriceResult, money: MoneyContext, canBook: boolean): Quote {
  const currency = priced.currency;
  const amount = (value: number) => toMoney(value, currency);
  const cardMoney = { ...money, currency };
  return {
    units: priced.units,
    subtotal: amount(priced.subtotal),
    total: amount(priced.total),
    lines: priced.lines.map((l) => ({ code: l.code, label: l.label, amount: amount(l.amount) })),
    certificate: priced.certificate ? toPaymentCard(priced.certificate, cardMoney) : null,
    discountCards: priced.discountCards.map((c) => toPaymentCard(c, cardMoney)),
    cashCard: priced.cashCard && {
      card: toPaymentCard(priced.cashCard.card, cardMoney),
      balance: amount(priced.cashCard.balance),
      limit: amount(priced.cashCard.limit),
      applied: amount(priced.cashCard.applied),
    },
    onlyDiscount: priced.onlyDiscount,
    certificatePromptRequired: priced.certificatePromptRequired,
    canBook,
  };
}

/** What Reservation.cardsUsed is resolved from. */
export interface ReservationModel {
  entry: ReservationEntry;
  /** The cards to name the spent ones from; null: read the traveller's wallet. */
  knownCards: PaymentCardEntry[] | null;
  money: MoneyContext;
}

const reservationSlot = modelSlot<Reservation, "cardsUsed" | "canCancel", ReservationModel>(
  "Reservation",
);

export function toReservation(model: ReservationModel): Reservation {
  const r = model.entry;
  return reservationSlot.attach(
    {
      id: String(r.reservation_id),
      reference: r.reference,
      offer: toOffer(r.offer, model.money),
      checkIn: r.check_in,
      checkOut: r.check_out,
      guests: r.guests,
      rooms: r.rooms,
      status: r.status,
      total: toMoney(r.total, r.currency),
      bookedAt: r.booked_at,
      // an upstream without named travellers answers none
      travellers: (r.travellers ?? []).map((t) => ({
        firstName: t.first_name,
        lastName: t.last_name,
      })),
      contact: r.contact
        ? { email: r.contact.email ?? null, phone: r.contact.phone ?? null }
        : null,
    },
    model,
  );
}

export const reservationModelOf = (reservation: Reservation): ReservationModel =>
  reservationSlot.read(reservation);

const KIND_OF: Record<ReservationCardEntry["kind"], PaymentCardKind> = {
  certificate: "CERTIFICATE",
  org_certificate: "CERTIFICATE",
  discount: "DISCOUNT_CARD",
  cash: "CASH_CARD",
};

/**
 * The cards a reservation spent, named from the traveller's cards (by id, then by code: a
 * certificate bought at booking is a copy of the catalogue's). A card not found there is shown
 * from the reservation line alone: spent (REDEEMED), its amount the amount used, in the
 * reservation's currency as no other is known.
 */
export function cardsUsedOf(
  model: ReservationModel,
  known: readonly PaymentCardEntry[],
  today: string,
): PaymentCard[] {
  const r = model.entry;
  return r.cards.map((used) => {
    const entry: PaymentCardEntry = known.find((c) => c.payment_card_id === used.payment_card_id) ??
      known.find((c) => c.card_code === used.card_code) ?? {
        card_code: used.card_code,
        payment_card_id: used.payment_card_id,
        pro_code: null,
        name: used.name,
        status: "REDEEMED",
        services: [r.offer.product_code],
        card_amount: used.amount_used,
        payment_card_redemption_price: null,
        payment_product_code: null,
        payment_card_currency: r.currency,
        expires_on: null,
      };
    return toPaymentCard(
      cardModel({ ...entry, payment_card_id: used.payment_card_id }, KIND_OF[used.kind], today),
      model.money,
    );
  });
}
