/** The types of a trip's pricing (pricing.ts): what is asked, and the price with its lines. */
import type { CardModel, MoneyContext, WalletModel } from "../wallet/wallet-model";
import type { OfferEntry, UsedCardKind } from "./booking.mappers";

export type PromptAnswer = "USE_DEFAULT" | "DECLINE";
export type PricingMode = "quote" | "book";

/** The cards the traveller chose (null: nothing chosen yet, the spec's default applies). */
export interface ChosenCards {
  certificateId: string | null;
  discountCardIds: readonly string[];
}

export interface PriceRequest {
  offer: OfferEntry;
  units: number;
  /** The trip's total in USD from the offer's calendar (POST /api/offers/price). */
  tripTotalUsd: number;
  /** The currency to price in (see pricingMoney) and the rates. */
  money: MoneyContext;
  /** The signed-in traveller's wallet; null when signed out. */
  wallet: WalletModel | null;
  /** The organisation's catalogue certificates. */
  catalogue: readonly CardModel[];
  selection: ChosenCards | null;
  answer: PromptAnswer | null;
  mode: PricingMode;
}

export type QuoteLineCode =
  "BASE" | "CERTIFICATE" | "CERTIFICATE_PURCHASE" | "DISCOUNT_CARD" | "CASH_CARD";

export interface PriceLine {
  code: QuoteLineCode;
  label: string;
  /** Signed, in the priced currency. */
  amount: number;
}

/** A card the booking spends. */
export interface SpentCard {
  card: CardModel;
  kind: UsedCardKind;
  /** What it takes off the price, in the priced currency. */
  applied: number;
  /** The same in the card's own currency (the upstream's amount_used). */
  amountUsed: number;
}

/** A chosen card a booking cannot use. */
export interface CardRefusal {
  /** Input field, e.g. `selection.certificateId`. */
  field: string;
  cardId: string;
  card: CardModel | null;
}

export interface PriceResult {
  units: number;
  currency: string;
  subtotal: number;
  total: number;
  /** The subtotal in USD (the calendar's total), for the upstream. */
  subtotalUsd: number;
  lines: PriceLine[];
  /** The certificate applied: the traveller's, or the organisation's default bought. */
  certificate: CardModel | null;
  /** True when `certificate` is the organisation's default, bought with this booking. */
  certificatePurchased: boolean;
  discountCards: CardModel[];
  onlyDiscount: boolean;
  certificatePromptRequired: boolean;
  spent: SpentCard[];
  refusals: CardRefusal[];
}
