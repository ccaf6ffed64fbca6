/** The wallet's constants and the shapes its rules (rules.ts) read and answer. */

/** Wallet product codes (spec §9). */
export const WALLET_PRODUCTS = ["HLT", "ACT", "RST", "STY"] as const;
export type WalletProductCode = (typeof WALLET_PRODUCTS)[number];

/**
 * Whether a product area is one of the wallet's four products: the certificate prompt (spec §4)
 * is theirs alone; in the other areas cards are still matched against the area's code.
 */
export const isWalletProduct = (code: string): code is WalletProductCode =>
  (WALLET_PRODUCTS as readonly string[]).includes(code);

/** The card status that makes a card usable (spec §9 "Active status ACTIVE"). */
export const ACTIVE_STATUS = "ACTIVE";

/** Marker set when discount cards cover the whole price within the price-limit factor (spec §3). */
export const ONLY_DISCOUNT = "only-discount";
export type OnlyDiscountMarker = typeof ONLY_DISCOUNT;

/** First day of the week when the site configures none: 0, Sunday (spec §9). */
export const DEFAULT_WEEK_START = 0;

/** Kind of a wallet entry; the same names as the GraphQL enum `PaymentCardKind`. */
export type CardKind = "CERTIFICATE" | "DISCOUNT_CARD" | "CASH_CARD";

/** Why a card cannot pay for a product; the same names as the GraphQL enum `CardUnusableReason`. */
export type CardUnusableReason = "NOT_ACTIVE" | "NOT_FOR_PRODUCT" | "NO_AMOUNT";

/**
 * What the rules read of a card (a plain object: the gateway builds it from the upstream row, the
 * web app from the GraphQL `PaymentCard`, amount taken from `amount.amount`).
 */
export interface WalletCard {
  /** Selection key: `card_code` and `payment_card_id` joined by a colon (see `cardId`). */
  id: string;
  kind: CardKind;
  /** Upstream status as given (`ACTIVE`, `active`, `INACTIVE`, `REDEEMED`...). */
  status: string;
  /** Product codes a certificate is valid for (upstream `services`). */
  services: readonly string[];
  /** Value of the card (upstream `card_amount`), in the card's currency. */
  amount: number;
  /** Upstream `payment_product_code`: a discount card tied to one product; null when not tied. */
  productCode?: string | null;
  /** Upstream `payment_card_redemption_price`: what the organisation charges for a certificate. */
  redemptionPrice?: number | null;
}

/** Whether one card can pay for one product, and why not (null when usable). */
export interface CardUsability {
  usable: boolean;
  reason: CardUnusableReason | null;
}

/** The cards chosen for one product (the spec's selection, keyed by product). */
export interface WalletSelection {
  product: string;
  certificateId: string | null;
  discountCardIds: readonly string[];
}
