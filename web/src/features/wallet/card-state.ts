import type { WalletCardStatus } from "@travel/design-system";
import type { TFunction } from "../../lib/i18n";
import { productCodeLabel } from "../../lib/product-areas";

/** The state of a wallet card shown to the traveller (spec §4 card status). */
export type CardState = WalletCardStatus;

/**
 * A card's state from its upstream status: ACTIVE (any case, `active` computed by the gateway)
 * is active, REDEEMED is spent, EXPIRED expired, anything else inactive.
 */
export function cardState(card: { status: string; active: boolean }): CardState {
  if (card.active) return "active";
  const status = card.status.trim().toUpperCase();
  if (status === "REDEEMED") return "spent";
  if (status === "EXPIRED") return "expired";
  return "inactive";
}

/** The translated name of a product code (HLT → Hotels); a code the app does not know as it came. */
export function productName(t: TFunction, code: string): string {
  const key = productCodeLabel(code);
  return key ? t(key) : code;
}

/**
 * Where a card can be used: a certificate on the products its services list (spec §4); a
 * discount or cash card on its product code when it has one, else anywhere (null).
 */
export function usableProducts(card: {
  kind: string;
  services: readonly string[];
  productCode?: string | null;
}): readonly string[] | null {
  if (card.kind === "CERTIFICATE") return card.services;
  if (card.productCode) return [card.productCode];
  return null;
}
