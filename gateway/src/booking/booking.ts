/**
 * Offers, quotes and reservations for the resolvers: the trip checked against the site's rules,
 * the wallet and the catalogue read through the per-request loaders, the price computed by
 * pricing.ts.
 */
import { tripIssue, tripUnits, type TripIssue } from "@travel/schema/wallet";
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
import { bookingMessages, type BookingMessageKey } from "./booking-messages";
import { withCashCard, type CashPriceResult } from "./cash-card";
import { pricingMoney, priceTrip, type PricingMode } from "./pricing";

/** The message of a trip problem. */
export function tripIssueMessage(issue: TripIssue): string {
  if (issue.code === "INVALID_GUESTS") return bookingMessages.INVALID_GUESTS;
  return issue.field === "checkIn"
    ? bookingMessages.INVALID_CHECK_IN
    : bookingMessages.INVALID_CHECK_OUT;
}

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
): CashPriceResult {
  const { trip, selection } = input;
  const priced = priceTrip({
    offer,
    units: tripUnits(offer.price_unit, trip.checkIn, trip.checkOut, trip.guests),
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
