/** A checkout as the REST contract gives it (openapi.yaml `Checkout`). */
import type { CheckoutRow, CheckoutStatus } from "./store";

export function checkoutJson(row: CheckoutRow) {
  return {
    checkout_id: row.checkout_id,
    status: row.status as CheckoutStatus,
    currency: row.currency,
    amount_due: Number(row.amount_due),
    checkout_url: row.checkout_url,
    failure: row.failure,
    card: row.card_last4 === null ? null : { brand: row.card_brand ?? "", last4: row.card_last4 },
    reservation_id: row.reservation_id,
    created_at: new Date(row.created_at).toISOString(),
  };
}
