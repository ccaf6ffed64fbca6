/**
 * Card rules (spec §4 card status, §5 product matching), the same as the gateway's shared
 * `@travel/schema/wallet` rules, plus the card's own expiry date which only the upstream keeps:
 *
 * - A status is active when, trimmed, it equals ACTIVE case-insensitively ("active" counts;
 *   "ACTIVE-REFRESH" is a plan status, not a card status).
 * - A product code matches a product case-insensitively and partially: "hlt" and "HLTGD" match
 *   HLT (either contains the other); an empty code matches nothing.
 * - A card can pay for a product when active, not past its expiry day, a certificate listing the
 *   product in its services, a discount or cash card with an amount above 0, and a discount card
 *   tied to a product code only for that product.
 */

/** The wallet's products (spec §9). */
export const WALLET_PRODUCTS = ["HLT", "ACT", "RST", "STY"] as const;
export type WalletProduct = (typeof WALLET_PRODUCTS)[number];

export type CardKind = "certificate" | "discount" | "cash";

/** Why a card cannot pay. */
export type CardRefusal = "NOT_ACTIVE" | "EXPIRED" | "NOT_FOR_PRODUCT" | "NO_AMOUNT";

export interface CardState {
  kind: CardKind;
  status: string;
  services: readonly string[];
  card_amount: number;
  payment_product_code: string | null;
  /** YYYY-MM-DD: the last day the card may be used; null when it does not expire. */
  expires_on: string | null;
}

export function isActiveStatus(status: string): boolean {
  return status.trim().toUpperCase() === "ACTIVE";
}

export function productMatches(code: string, product: string): boolean {
  const a = code.trim().toUpperCase();
  const b = product.trim().toUpperCase();
  if (a === "" || b === "") return false;
  return a.includes(b) || b.includes(a);
}

/**
 * Why `card` cannot pay on `today` (YYYY-MM-DD) for `product`, or null when it can. Without a
 * product only the card's own state is checked (active, not expired, an amount left).
 */
export function cardRefusal(
  card: CardState,
  product: string | null,
  today: string,
): CardRefusal | null {
  if (!isActiveStatus(card.status)) return "NOT_ACTIVE";
  if (card.expires_on !== null && card.expires_on < today) return "EXPIRED";
  if (card.kind === "certificate") {
    if (product !== null && !card.services.some((s) => productMatches(s, product)))
      return "NOT_FOR_PRODUCT";
    return null;
  }
  if (card.card_amount <= 0) return "NO_AMOUNT";
  if (
    card.kind === "discount" &&
    product !== null &&
    card.payment_product_code !== null &&
    card.payment_product_code.trim() !== "" &&
    !productMatches(card.payment_product_code, product)
  )
    return "NOT_FOR_PRODUCT";
  return null;
}

/** The traveller's words for a refusal, after "Card X cannot be used for this booking: ". */
export const REFUSAL_TEXT: Record<CardRefusal, string> = {
  NOT_ACTIVE: "it is not active",
  EXPIRED: "it has expired",
  NOT_FOR_PRODUCT: "it is not valid for this product",
  NO_AMOUNT: "it has no amount left",
};
