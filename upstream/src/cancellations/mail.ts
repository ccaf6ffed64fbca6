/** The cancellation mail: which booking, what is refunded and where to, the cards given back. */
import { formatMoney } from "@travel/schema/money";
import { tripMail } from "../checkouts/confirmation-mail";
import type { Mail } from "../mail/account-mails";
import type { ReservationRow } from "../reservations/store";

export function cancellationMail(
  siteUrl: string,
  account: { email: string; first_name: string },
  reservation: ReservationRow,
): Mail {
  const { offer, cancellation, payment } = reservation;
  const refund = cancellation?.card_refund ?? 0;
  const money = (amount: number, currency: string) => formatMoney(amount, currency, "en-US");
  const lines = [
    `Your booking ${reservation.reference} is cancelled.`,
    `${offer.name}, ${offer.destination}, from ${reservation.check_in}`,
    refund > 0 && payment !== null
      ? `Refund: ${money(refund, cancellation!.currency)} to your ${payment.card_brand} ending in ${payment.card_last4} (${cancellation!.refund_percent}% of what you paid).`
      : cancellation !== null && cancellation.refund_percent === 0
        ? "Under the offer's cancellation terms nothing is refunded."
        : "Nothing was paid by card, so no card refund is due.",
    ...(cancellation?.cards_returned ?? []).map((code) => `Card ${code} is back in your wallet.`),
  ];
  return tripMail(
    siteUrl,
    account,
    `Booking cancelled: ${offer.name} (${reservation.reference})`,
    lines,
  );
}
