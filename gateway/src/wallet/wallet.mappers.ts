/** Upstream REST shapes of the wallet contract (spec §3 wallet payment card, user card response), as decoded. */

/** One certificate, discount card or cash card (PaymentCardRow). */
export interface PaymentCardEntry {
  card_code: string;
  payment_card_id: number;
  pro_code: string | null;
  name: string;
  /** As the issuer wrote it: ACTIVE, INACTIVE, REDEEMED, EXPIRED, or "active". */
  status: string;
  /** Product codes the card is valid for. */
  services: string[];
  /** Value (certificate, discount card) or balance (cash card), in `payment_card_currency`. */
  card_amount: number;
  payment_card_redemption_price: number | null;
  payment_product_code: string | null;
  /** ISO 4217. */
  payment_card_currency: string;
  /** YYYY-MM-DD, the last day of use; null when the card does not expire. */
  expires_on: string | null;
}

/** `certificate_details`, `discountcard_details`, `cashcard_details`. */
export interface CardDetailsEntry {
  count: number;
  total_amount: number;
}

/** One entry of POST /api/booking/get-paymentcard-by-user → data.data. */
export interface UserCardsEntry {
  certidata: PaymentCardEntry[];
  discountcarddata: PaymentCardEntry[];
  cashcarddata: PaymentCardEntry[];
  certificate_details: CardDetailsEntry | null;
  discountcard_details: CardDetailsEntry | null;
  cashcard_details: CardDetailsEntry | null;
  /** `walletOptions.org_site_wallet`; null when the entry has none. */
  org_site_wallet: string | null;
}
