import { roundMoney } from "@travel/schema/money";
import {
  cashCardLimit,
  cashCardProblem,
  payWithCashCard,
  type CashCardProblem,
} from "@travel/schema/wallet";
import { GraphQLError } from "graphql";
import {
  addDays,
  applyDiscount,
  MAX_GUESTS,
  MAX_NIGHTS,
  MIN_GUESTS,
  minCheckInDate,
  needsCertificatePrompt,
  nightsBetween,
  parseIsoDate,
  priceLimitFactor,
  priceWithCertificate,
  roundAmount,
} from "@travel/schema/wallet";
import type {
  BookingErrorCode,
  CertificatePromptAnswer,
  WalletProduct,
} from "../__generated__/graphql";
import { todayIso } from "../lib/dates";
import { cancellationResolvers, itineraryFields } from "./cancellation-resolvers";
import { checkoutResolvers } from "./checkout-resolvers";
import type { Db } from "./db";
import { favouriteResolvers, isFavouriteOf } from "./favourite-resolvers";
import {
  buildPaymentCard,
  type OfferRecord,
  type PaymentCardRecord,
  type ReservationRecord,
} from "./wallet-factories";
import {
  cardId,
  convertWithRates,
  currentCurrency,
  productWallet,
  toPaymentCard,
  usableFor,
  viewerCards,
} from "./wallet-resolvers";

/**
 * Root fields of schema/booking.graphql over the in-memory db, as the gateway computes them:
 * offers in the visitor's currency, quotes with the wallet applied (spec §4, §5), and bookOffer
 * refusing what the contract refuses and answering a repeated requestId with the same booking.
 */

interface TripInput {
  offerId: string;
  checkIn: string;
  checkOut?: string | null;
  guests: number;
  rooms?: number | null;
}

/** Price units counted in rooms (units), and those whose trip ends on a second day. */
const ROOM_UNITS = new Set(["NIGHT", "WEEK"]);
const END_UNITS = new Set(["NIGHT", "DAY"]);

/** The rooms of a trip: as given for NIGHT and WEEK offers, else 1. */
const roomsOf = (offer: OfferRecord, trip: TripInput) =>
  ROOM_UNITS.has(offer.priceUnit) ? (trip.rooms ?? 1) : 1;

/**
 * The first problem of a trip as the contract has it (TripInput): the dates (INVALID_DATES, on
 * check-in or check-out) and the party and rooms (INVALID_GUESTS); null when it can be booked.
 */
function tripIssue(
  offer: OfferRecord,
  trip: TripInput,
  minCheckIn: string,
): { code: "INVALID_DATES" | "INVALID_GUESTS"; field: string; message: string } | null {
  const { checkIn, checkOut, guests } = trip;
  if (!parseIsoDate(checkIn) || checkIn < minCheckIn)
    return {
      code: "INVALID_DATES",
      field: "trip.checkIn",
      message: "These dates cannot be booked",
    };
  if (END_UNITS.has(offer.priceUnit)) {
    const days = checkOut ? nightsBetween(checkIn, checkOut) : null;
    if (days === null || days < 1 || days > MAX_NIGHTS)
      return {
        code: "INVALID_DATES",
        field: "trip.checkOut",
        message: "These dates cannot be booked",
      };
  }
  const rooms = roomsOf(offer, trip);
  if (!Number.isInteger(rooms) || rooms < 1 || rooms > 5 || rooms > guests)
    return { code: "INVALID_GUESTS", field: "trip.rooms", message: "Rooms must be 1 to 5" };
  if (
    !Number.isInteger(guests) ||
    guests < MIN_GUESTS ||
    guests > MAX_GUESTS ||
    guests > offer.maxGuests * rooms
  )
    return { code: "INVALID_GUESTS", field: "trip.guests", message: "Guests must be 1 to 9" };
  return null;
}

/** Units charged (Quote.units): nights, rental days, guests, or 1 for a week or a trip. */
function unitsOf(offer: OfferRecord, trip: TripInput): number {
  switch (offer.priceUnit) {
    case "NIGHT":
    case "DAY":
      return Math.max(nightsBetween(trip.checkIn, trip.checkOut ?? "") ?? 0, 0);
    case "PERSON":
      return trip.guests;
    default:
      return 1;
  }
}

/** The first day of a trip that is sold out (the days it covers: nights or rental days, else its start day). */
function soldOutDay(offer: OfferRecord, trip: TripInput): string | null {
  const days = END_UNITS.has(offer.priceUnit) ? unitsOf(offer, trip) : 1;
  for (let i = 0; i < Math.max(days, 1); i++) {
    const day = addDays(trip.checkIn, i);
    if (offer.soldOut.includes(day)) return day;
  }
  return null;
}

/**
 * Why a trip cannot be quoted or booked as the contract says (OFFER_NOT_FOUND, INVALID_DATES,
 * INVALID_GUESTS, SOLD_OUT naming the day), or null; the agent's quotes check it too.
 */
export function tripRefusal(
  data: Db,
  trip: TripInput,
): {
  code: "OFFER_NOT_FOUND" | "INVALID_DATES" | "INVALID_GUESTS" | "SOLD_OUT";
  field: string;
  message: string;
} | null {
  const offer = data.offers.find((o) => o.id === trip.offerId);
  if (!offer) return { code: "OFFER_NOT_FOUND", field: "trip.offerId", message: "Offer not found" };
  const issue = tripIssue(offer, trip, minCheckInDate(todayIso(), data.siteConfig.minCheckinDays));
  if (issue) return issue;
  const soldOut = soldOutDay(offer, trip);
  return soldOut
    ? { code: "SOLD_OUT", field: "trip.checkIn", message: `The offer is sold out on ${soldOut}` }
    : null;
}

/** A trip's price in US dollars on the offer's calendar (the units, times the rooms). */
export function tripPriceUsd(offer: OfferRecord, trip: TripInput): number {
  return unitsOf(offer, trip) * roomsOf(offer, trip) * offer.priceUsd;
}

/** Whether an agent's quote is of exactly this trip (offer, dates as the offer counts them, party, rooms). */
function quotesTrip(
  quote: {
    offerId: string;
    checkIn: string;
    checkOut: string | null;
    guests: number;
    rooms: number;
  },
  offer: OfferRecord,
  trip: TripInput,
): boolean {
  const checkOut = END_UNITS.has(offer.priceUnit) ? (trip.checkOut ?? null) : null;
  return (
    quote.offerId === trip.offerId &&
    quote.checkIn === trip.checkIn &&
    (END_UNITS.has(offer.priceUnit) ? quote.checkOut === checkOut : true) &&
    quote.guests === trip.guests &&
    quote.rooms === roomsOf(offer, trip)
  );
}

interface SelectionInput {
  product: WalletProduct;
  certificateId?: string | null;
  discountCardIds?: string[] | null;
}

interface QuoteInput {
  trip: TripInput;
  selection?: SelectionInput | null;
  certificatePrompt?: CertificatePromptAnswer | null;
  cashCardAmount?: string | null;
}

/** What bookOffer answers: the reservation, or why not. */
export interface BookingPayload {
  reservation: ReturnType<ReturnType<typeof bookingResolvers>["reservations"]>[number] | null;
  errors: { field: string | null; code: BookingErrorCode; message: string }[];
}

export interface BookOfferInput extends QuoteInput {
  requestId: string;
  expectedTotal: number;
  travellers?: { firstName: string; lastName: string }[] | null;
  contact?: { email?: string | null; phone?: string | null } | null;
  /** The agent's OPEN quote of exactly this trip that the booking takes. */
  agentQuoteId?: string | null;
}

const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;

const userError = (code: BookingErrorCode, message: string, field: string | null = null) => ({
  field,
  code,
  message,
});

function referenceCode(): string {
  const letters = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  let code = "";
  for (let i = 0; i < 6; i++) code += letters[Math.floor(Math.random() * letters.length)];
  return `WH-${code}`;
}

export function bookingResolvers(data: Db, cookies: Record<string, string>) {
  const wanted = currentCurrency(data, cookies);

  /** An amount in USD in the visitor's currency, or in USD when there is no rate. */
  const fromUsd = (amount: number) => {
    const converted = convertWithRates(data, amount, "USD", wanted);
    return converted === null
      ? { amount: roundAmount(amount), currency: "USD" }
      : { amount: converted, currency: wanted };
  };

  const placeNamed = (name: string, countryCode: string) =>
    data.destinations.find((d) => d.name === name) ?? {
      id: `place-${name}`,
      name,
      countryCode,
      airportCode: "XXX",
      latitude: 0,
      longitude: 0,
    };

  const toOffer = (offer: OfferRecord) => {
    const converted = convertWithRates(data, offer.priceUsd, "USD", wanted);
    const origin = data.destinations.find((d) => d.id === offer.originId) ?? null;
    return {
      id: offer.id,
      area: offer.area,
      product: offer.product,
      maxGuests: offer.maxGuests,
      startWeekday: offer.startWeekday,
      imageUrl: `/offer-images/${offer.id}.svg`,
      place: placeNamed(offer.destination, offer.countryCode),
      origin,
      details: offer.details,
      name: offer.name,
      destination: offer.destination,
      countryCode: offer.countryCode,
      description: offer.description,
      rating: offer.rating,
      priceUnit: offer.priceUnit,
      basePrice: { amount: offer.priceUsd, currency: "USD" },
      price: converted === null ? null : { amount: converted, currency: wanted },
      isFavourite: isFavouriteOf(data, offer.id),
    };
  };

  const card = (c: PaymentCardRecord) => toPaymentCard(data, c, wanted);

  /** The quote of a trip, or null for an unknown offer. */
  const price = (input: QuoteInput) => {
    const offer = data.offers.find((o) => o.id === input.trip.offerId);
    if (!offer) return null;
    const units = unitsOf(offer, input.trip);
    const subtotal = fromUsd(units * roomsOf(offer, input.trip) * offer.priceUsd);
    const currency = subtotal.currency;
    const inQuoteCurrency = (c: PaymentCardRecord, amount: number) =>
      convertWithRates(data, amount, c.currency, currency) ?? 0;

    // certificates and discount cards for the wallet's four products only; the cash card for any
    const selection = offer.product ? (input.selection ?? null) : null;
    const wallet = data.viewer && offer.product ? productWallet(data, offer.product, null) : null;
    const certificate =
      wallet && selection?.certificateId
        ? (wallet.usableCertificates.find((c) => cardId(c) === selection.certificateId) ?? null)
        : null;
    const discountCards =
      wallet && selection && !certificate
        ? wallet.usableDiscountCards.filter((c) =>
            (selection.discountCardIds ?? []).includes(cardId(c)),
          )
        : [];
    const promptNeeded =
      wallet !== null &&
      selection !== null &&
      needsCertificatePrompt({
        certificatesEnabled: wallet.options.includes("CERTIFICATES"),
        hasDiscountCardForProduct: wallet.usableDiscountCards.length > 0,
        selectedCertificate: certificate,
        orgHasCertificateForProduct: wallet.orgHasCertificateForProduct,
        defaultCertificate: wallet.orgDefault,
      });
    const purchase =
      promptNeeded && input.certificatePrompt === "USE_DEFAULT"
        ? (wallet?.orgDefault ?? null)
        : null;

    const lines: { code: string; label: string; amount: { amount: number; currency: string } }[] = [
      { code: "BASE", label: "booking.subtotal", amount: subtotal },
    ];
    let total = subtotal.amount;
    let onlyDiscount = false;
    const usedCertificate = certificate ?? purchase;
    if (usedCertificate) {
      const value = inQuoteCurrency(usedCertificate, usedCertificate.amount);
      const cost = purchase ? inQuoteCurrency(purchase, purchase.redemptionPrice ?? 0) : 0;
      total = priceWithCertificate(subtotal.amount, value, cost);
      if (purchase) {
        lines.push({
          code: "CERTIFICATE_PURCHASE",
          label: purchase.name,
          amount: { amount: cost, currency },
        });
      }
      lines.push({
        code: "CERTIFICATE",
        label: usedCertificate.name,
        amount: { amount: -Math.min(value, subtotal.amount), currency },
      });
    } else if (discountCards.length > 0) {
      let left = subtotal.amount;
      let discountTotal = 0;
      for (const c of discountCards) {
        const value = inQuoteCurrency(c, c.amount);
        discountTotal += value;
        const used = Math.min(value, left);
        left = roundAmount(left - used);
        lines.push({ code: "DISCOUNT_CARD", label: c.name, amount: { amount: -used, currency } });
      }
      const applied = applyDiscount(
        subtotal.amount,
        roundAmount(discountTotal),
        priceLimitFactor(offer.product ?? ""),
      );
      onlyDiscount = applied.onlyDiscount;
      total = applied.total;
    }
    // the cash card, taken off last (schema/wallet cash-card.ts, as the gateway)
    const cash = offer.product
      ? (wallet?.cashCard ?? null)
      : data.viewer
        ? viewerCards(data).cashCard
        : null;
    const balance = cash ? inQuoteCurrency(cash, cash.amount) : 0;
    const limit = cashCardLimit(balance, total, currency);
    const wanted = input.cashCardAmount ?? null;
    let applied = 0;
    let cashRefusal: "CASH_CARD_NOT_ENABLED" | CashCardProblem | null = null;
    if (wanted !== null && Number(wanted) !== 0) {
      cashRefusal = cash
        ? cashCardProblem(wanted, balance, total, currency)
        : "CASH_CARD_NOT_ENABLED";
      if (cashRefusal === null) {
        applied = Number(wanted);
        total = payWithCashCard(total, applied, currency);
        lines.push({
          code: "CASH_CARD",
          label: cash?.name ?? "",
          amount: { amount: -applied, currency },
        });
      }
    }
    const money = (amount: number) => ({ amount, currency });
    return {
      offer,
      certificate,
      purchase,
      discountCards,
      cash: cash && {
        card: cash,
        applied: cash.currency === currency ? applied : (applied * cash.amount) / balance,
      },
      cashRefusal,
      quote: {
        cashCard:
          cash && balance > 0
            ? {
                card: card(cash),
                balance: money(balance),
                limit: money(limit),
                applied: money(applied),
              }
            : null,
        units,
        subtotal,
        total: { amount: total, currency },
        lines,
        certificate: usedCertificate ? card(usedCertificate) : null,
        discountCards: discountCards.map(card),
        onlyDiscount,
        certificatePromptRequired: promptNeeded && !input.certificatePrompt,
        canBook: data.viewer?.canBook ?? false,
      },
    };
  };

  const toReservation = (r: ReservationRecord) => {
    const offer = data.offers.find((o) => o.id === r.offerId);
    return {
      id: r.id,
      reference: r.reference,
      offer: offer ? toOffer(offer) : null,
      checkIn: r.checkIn,
      checkOut: r.checkOut,
      guests: r.guests,
      rooms: r.rooms ?? 1,
      status: r.status,
      total: { amount: r.total, currency: r.currency },
      displayTotal: (() => {
        const amount = convertWithRates(data, r.total, r.currency, wanted);
        return amount === null ? null : { amount, currency: wanted };
      })(),
      cardsUsed: data.walletCards.filter((c) => r.cardIds.includes(cardId(c))).map(card),
      bookedAt: r.bookedAt,
      travellers: r.travellers ?? [],
      contact: r.contact ?? null,
      ...itineraryFields(r),
    };
  };

  const refuse = (error: ReturnType<typeof userError>): BookingPayload => ({
    reservation: null,
    errors: [error],
  });

  /**
   * The bookOffer rules over `input`: a payload to answer (a refusal, or the booking a repeated
   * request id made), or the booking to make, made by `commit`.
   */
  const prepareBooking = (
    input: BookOfferInput,
  ):
    | BookingPayload
    | { total: { amount: number; currency: string }; commit: () => ReservationRecord } => {
    const viewer = data.viewer;
    if (!viewer) return refuse(userError("SIGN_IN_REQUIRED", "Please sign in to book"));
    if (!viewer.canBook) {
      return refuse(userError("BOOKING_NOT_ALLOWED", "This account cannot book"));
    }
    if (!REQUEST_ID.test(input.requestId)) {
      return refuse(userError("INVALID_REQUEST_ID", "Invalid request id", "requestId"));
    }
    const repeated = data.reservations.find(
      (r) => r.ownerId === viewer.id && r.requestId === input.requestId,
    );
    if (repeated) return { reservation: toReservation(repeated), errors: [] };

    const offer = data.offers.find((o) => o.id === input.trip.offerId);
    if (!offer) return refuse(userError("OFFER_NOT_FOUND", "Offer not found", "trip.offerId"));
    const { checkIn, checkOut, guests } = input.trip;
    const issue = tripIssue(
      offer,
      input.trip,
      minCheckInDate(todayIso(), data.siteConfig.minCheckinDays),
    );
    if (issue) return refuse(userError(issue.code, issue.message, issue.field));
    const soldOut = soldOutDay(offer, input.trip);
    if (soldOut) {
      return refuse(userError("SOLD_OUT", `The offer is sold out on ${soldOut}`, "trip.checkIn"));
    }
    const agentQuote = input.agentQuoteId
      ? data.agentQuotes.find((q) => q.id === input.agentQuoteId && q.agentId === viewer.id)
      : null;
    if (
      input.agentQuoteId &&
      (!agentQuote ||
        agentQuote.status !== "OPEN" ||
        agentQuote.validUntil < todayIso() ||
        !quotesTrip(agentQuote, offer, input.trip))
    ) {
      return refuse(
        userError("QUOTE_NOT_OPEN", "This quote cannot be booked any more", "agentQuoteId"),
      );
    }
    const chosenIds = [
      ...(input.selection?.certificateId ? [input.selection.certificateId] : []),
      ...(input.selection?.certificateId ? [] : (input.selection?.discountCardIds ?? [])),
    ];
    for (const id of chosenIds) {
      const chosen = data.walletCards.find((c) => c.ownerId === viewer.id && cardId(c) === id);
      if (chosen && (chosen.redeemedReservationId || chosen.status.toUpperCase() === "REDEEMED")) {
        return refuse(userError("CARD_ALREADY_USED", "This card has already been used"));
      }
      if (!chosen || !offer.product || !usableFor(chosen, offer.product)) {
        return refuse(userError("CARD_NOT_USABLE", "This card cannot be used here"));
      }
    }
    const priced = price(input);
    if (!priced) return refuse(userError("OFFER_NOT_FOUND", "Offer not found", "trip.offerId"));
    if (priced.cashRefusal) {
      return refuse(userError(priced.cashRefusal, "Cash card amount refused", "cashCardAmount"));
    }
    if (priced.quote.certificatePromptRequired) {
      return refuse(userError("CERTIFICATE_PROMPT_REQUIRED", "Answer the certificate prompt"));
    }
    const { total } = priced.quote;
    if (!roundMoney(input.expectedTotal, total.currency).eq(total.amount)) {
      return refuse(userError("PRICE_CHANGED", "The price has changed", "expectedTotal"));
    }

    const commit = () => {
      const reservation: ReservationRecord = {
        id: String(9000 + data.reservations.length + 1),
        ownerId: viewer.id,
        requestId: input.requestId,
        reference: referenceCode(),
        offerId: offer.id,
        checkIn,
        checkOut: END_UNITS.has(offer.priceUnit) ? (checkOut ?? null) : null,
        guests,
        rooms: roomsOf(offer, input.trip),
        status: "CONFIRMED",
        total: priced.quote.total.amount,
        currency: priced.quote.total.currency,
        cardIds: [],
        bookedAt: new Date().toISOString(),
        travellers: input.travellers ?? [],
        contact: input.contact
          ? { email: input.contact.email ?? null, phone: input.contact.phone ?? null }
          : null,
      };
      const spent = [...(priced.certificate ? [priced.certificate] : []), ...priced.discountCards];
      for (const c of spent) {
        c.status = "REDEEMED";
        c.redeemedReservationId = reservation.id;
        reservation.cardIds.push(cardId(c));
      }
      if (priced.cash && priced.cash.applied > 0) {
        priced.cash.card.amount = roundMoney(
          priced.cash.card.amount - priced.cash.applied,
          priced.cash.card.currency,
        ).toNumber();
        reservation.cardIds.push(cardId(priced.cash.card));
      }
      if (priced.purchase) {
        const bought = buildPaymentCard({
          ...priced.purchase,
          ownerId: viewer.id,
          paymentCardId: 6000 + data.walletCards.length,
          status: "REDEEMED",
          redeemedReservationId: reservation.id,
        });
        data.walletCards.push(bought);
        reservation.cardIds.push(cardId(bought));
      }
      if (agentQuote) {
        agentQuote.status = "BOOKED";
        agentQuote.reservationReference = reservation.reference;
      }
      data.reservations.push(reservation);
      return reservation;
    };
    return { total, commit };
  };

  return {
    ...favouriteResolvers(data, toOffer),
    offers: ({ product, destination }: { product: WalletProduct; destination?: string | null }) => {
      const needle = destination?.trim().toLowerCase() ?? "";
      return data.offers
        .filter((o) => o.product === product)
        .filter((o) => !needle || o.destination.toLowerCase().includes(needle))
        .map(toOffer);
    },
    offer: ({ id }: { id: string }) => {
      const offer = data.offers.find((o) => o.id === id);
      return offer ? toOffer(offer) : null;
    },
    quote: ({ input }: { input: QuoteInput }) => {
      data.bookingCalls.quote.push(input);
      const offer = data.offers.find((o) => o.id === input.trip.offerId);
      if (offer) {
        const issue = tripIssue(
          offer,
          input.trip,
          minCheckInDate(todayIso(), data.siteConfig.minCheckinDays),
        );
        const soldOut = issue ? null : soldOutDay(offer, input.trip);
        if (issue || soldOut) {
          throw new GraphQLError(issue?.message ?? `The offer is sold out on ${soldOut}`, {
            extensions: {
              code: "BAD_USER_INPUT",
              field: issue?.field ?? "trip.checkIn",
              reason: issue?.code ?? "SOLD_OUT",
            },
          });
        }
      }
      const priced = price(input);
      if (priced?.cashRefusal) {
        throw new GraphQLError("The cash card amount cannot be spent", {
          extensions: {
            code: "BAD_USER_INPUT",
            field: "cashCardAmount",
            reason: priced.cashRefusal,
          },
        });
      }
      return priced?.quote ?? null;
    },
    reservations: () => {
      const viewer = data.viewer;
      if (!viewer) return [];
      return data.reservations
        .filter((r) => r.ownerId === viewer.id)
        .sort((a, b) => b.bookedAt.localeCompare(a.bookedAt))
        .map(toReservation);
    },
    bookOffer: ({ input }: { input: BookOfferInput }) => {
      data.bookingCalls.bookOffer.push(input);
      const prepared = prepareBooking(input);
      if (!("commit" in prepared)) return prepared;
      return { reservation: toReservation(prepared.commit()), errors: [] };
    },
    ...checkoutResolvers(data, { prepareBooking, toReservation }),
    ...cancellationResolvers(data, toReservation),
  };
}
