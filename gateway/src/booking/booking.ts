/**
 * Offers, quotes and reservations for the resolvers: the trip checked against the site's rules,
 * the wallet and the catalogue read through the per-request loaders, the price computed by
 * pricing.ts.
 */
import {
  countsRooms,
  needsCheckOut,
  tripIssue,
  tripUnits,
  type TripIssue,
} from "@travel/schema/wallet";
import { GraphQLError } from "graphql";
import type { QuoteInput, TripInput } from "../__generated__/resolvers-types";
import { canBook } from "../accounts/account-rules";
import type { GatewayContext } from "../context";
import { moneyContext } from "../wallet/money-context";
import {
  catalogueModel,
  todayIso,
  walletModel,
  type CardModel,
  type MoneyContext,
  type WalletModel,
} from "../wallet/wallet-model";
import type { OfferEntry } from "./booking.mappers";
import {
  bookingMessages,
  guestLimitMessage,
  soldOutMessage,
  weekStartMessage,
  type BookingMessageKey,
} from "./booking-messages";
import { withCashCard, type CashPriceResult } from "./cash-card";
import { pricingMoney, priceTrip, type PricingMode } from "./pricing";

/** The message of a trip problem (naming the weekday or the limit when there is one). */
export function tripIssueMessage(issue: TripIssue): string {
  if (issue.limit !== undefined) return guestLimitMessage(issue.limit, issue.perRoom ?? null);
  if (issue.field === "rooms") return bookingMessages.INVALID_ROOMS;
  if (issue.code === "INVALID_GUESTS") return bookingMessages.INVALID_GUESTS;
  if (issue.weekday !== undefined) return weekStartMessage(issue.weekday);
  return issue.field === "checkIn"
    ? bookingMessages.INVALID_CHECK_IN
    : bookingMessages.INVALID_CHECK_OUT;
}

/** The rooms of a trip as booked: the input's for NIGHT and WEEK offers, 1 for the others. */
export const tripRooms = (trip: TripInput, priceUnit: OfferEntry["price_unit"]): number =>
  countsRooms(priceUnit) ? (trip.rooms ?? 1) : 1;

/** The check-out of a trip as booked: NIGHT and DAY offers only. */
export const tripCheckOut = (trip: TripInput, priceUnit: OfferEntry["price_unit"]) =>
  needsCheckOut(priceUnit) ? (trip.checkOut ?? null) : null;

/** The trip's first problem against the site's minimum check-in (spec §9), or null. */
export async function checkTrip(
  ctx: GatewayContext,
  offer: OfferEntry,
  trip: TripInput,
): Promise<TripIssue | null> {
  const site = await ctx.loaders.siteConfig.load();
  return tripIssue({
    priceUnit: offer.price_unit,
    checkIn: trip.checkIn,
    checkOut: trip.checkOut ?? null,
    guests: trip.guests,
    rooms: trip.rooms ?? 1,
    maxGuests: offer.max_guests,
    startWeekday: offer.start_weekday,
    today: todayIso(),
    minCheckinDays: site.minCheckinDays,
  });
}

/** Whether the viewer may book: signed in, and spec §6 can-book. */
export async function viewerCanBook(ctx: GatewayContext): Promise<boolean> {
  const check = await ctx.loaders.loginCheck.load();
  if (!check || !ctx.session.current) return false;
  const site = await ctx.loaders.siteConfig.load();
  return canBook(site.allowBookingWithoutSession === 1, check.profile.can_user_book === 1);
}

/** The trip's calendar price: its total in USD, or why it cannot be booked. */
export type TripCalendarPrice =
  | { ok: true; totalUsd: number }
  | { ok: false; code: "SOLD_OUT" | "INVALID_GUESTS"; field: string; message: string }
  | { ok: false; code: "BOOKING_FAILED"; field: null; message: string };

/**
 * The trip's price from the offer's calendar (upstream POST /api/offers/price, one call per
 * request and trip): a day sold out or not on sale is SOLD_OUT (field trip.checkIn), a party the
 * offer cannot hold INVALID_GUESTS, a trip the upstream will not price SOLD_OUT too (it cannot be
 * booked); the call failing is BOOKING_FAILED (logged).
 */
export async function tripCalendarPrice(
  ctx: GatewayContext,
  offerId: number,
  trip: TripInput,
  priceUnit: OfferEntry["price_unit"],
): Promise<TripCalendarPrice> {
  const { price, failed } = await ctx.loaders.tripPrice.load({
    offerId,
    checkIn: trip.checkIn,
    checkOut: tripCheckOut(trip, priceUnit),
    guests: trip.guests,
    rooms: tripRooms(trip, priceUnit),
  });
  if (failed)
    return {
      ok: false,
      code: "BOOKING_FAILED",
      field: null,
      message: bookingMessages.BOOKING_FAILED,
    };
  if (price?.available && price.total_usd !== null) return { ok: true, totalUsd: price.total_usd };
  if (price?.refusal?.code === "TOO_MANY_GUESTS")
    return {
      ok: false,
      code: "INVALID_GUESTS",
      field: "trip.guests",
      message: `${price.refusal.message}.`,
    };
  return {
    ok: false,
    code: "SOLD_OUT",
    field: "trip.checkIn",
    // null: the upstream would not price the trip (beyond the calendar, a party above its limit)
    message:
      price === null ? bookingMessages.NOT_PRICED : soldOutMessage(price.refusal?.day ?? null),
  };
}

/** A BAD_USER_INPUT error for a quote of a trip that cannot be booked on the calendar. */
export function calendarInputError(
  refusal: Exclude<TripCalendarPrice, { ok: true }>,
): GraphQLError {
  if (refusal.code === "BOOKING_FAILED")
    return new GraphQLError(refusal.message, { extensions: { code: "SERVICE_UNAVAILABLE" } });
  return new GraphQLError(refusal.message, {
    extensions: { code: "BAD_USER_INPUT", field: refusal.field, reason: refusal.code },
  });
}

/** The wallet side of a price: the traveller's wallet, the catalogue, the currency and rates. */
export interface PricingInputs {
  wallet: WalletModel | null;
  catalogue: CardModel[];
  /** The catalogue was needed and could not be read (logged). */
  catalogueFailed: boolean;
  money: MoneyContext;
}

export async function pricingInputs(ctx: GatewayContext): Promise<PricingInputs> {
  const today = todayIso();
  const data = await ctx.loaders.userWallet.load();
  const wallet = data === null ? null : walletModel(data, today);
  // the catalogue matters only for a traveller whose organisation enables certificates
  const catalogue =
    wallet !== null && wallet.data.options.includes("CERTIFICATES")
      ? await ctx.loaders.orgCertificates.load()
      : [];
  return {
    wallet,
    catalogue: catalogueModel(catalogue ?? [], today),
    catalogueFailed: catalogue === null,
    money: pricingMoney(await moneyContext(ctx.loaders)),
  };
}

export function priceWith(
  inputs: PricingInputs,
  offer: OfferEntry,
  input: Pick<QuoteInput, "trip" | "selection" | "certificatePrompt" | "cashCardAmount">,
  mode: PricingMode,
  tripTotalUsd: number,
): CashPriceResult {
  const { trip, selection } = input;
  const priced = priceTrip({
    offer,
    units: tripUnits(offer.price_unit, trip.checkIn, trip.checkOut, trip.guests),
    tripTotalUsd,
    money: inputs.money,
    wallet: inputs.wallet,
    catalogue: inputs.catalogue,
    selection: selection
      ? {
          certificateId: selection.certificateId ?? null,
          discountCardIds: selection.discountCardIds ?? [],
        }
      : null,
    answer: input.certificatePrompt ?? null,
    mode,
  });
  // the cash card comes last: it pays part of what remains
  return withCashCard(
    priced,
    inputs.wallet,
    offer.product_code,
    inputs.money,
    input.cashCardAmount,
  );
}

/** A BAD_USER_INPUT error for a quote with a cash card amount that cannot be spent. */
export function cashCardInputError(code: BookingMessageKey): GraphQLError {
  return new GraphQLError(bookingMessages[code], {
    extensions: { code: "BAD_USER_INPUT", field: "cashCardAmount", reason: code },
  });
}

/** A BAD_USER_INPUT error for a quote of an impossible trip. */
export function tripInputError(issue: TripIssue): GraphQLError {
  return new GraphQLError(tripIssueMessage(issue), {
    extensions: { code: "BAD_USER_INPUT", field: `trip.${issue.field}`, reason: issue.code },
  });
}
