/**
 * Upstream REST shapes of the wallet contract (spec §3 wallet payment card, user card response),
 * from the contract.
 */
import type { components } from "@travel/schema/rest";

/**
 * One certificate, discount card or cash card (PaymentCardRow); `status` as the issuer wrote it
 * (ACTIVE, INACTIVE, REDEEMED, EXPIRED, or "active"), `expires_on` the last day of use.
 */
export type PaymentCardEntry = components["schemas"]["PaymentCard"];

/** `certificate_details`, `discountcard_details`, `cashcard_details`. */
export type CardDetailsEntry = components["schemas"]["CardTotals"];

/** One entry of POST /api/booking/get-paymentcard-by-user → data.data. */
export type UserCardsEntry = components["schemas"]["UserWallet"];
