/** The booking confirmation mail: what, when, for how many, what was paid and how, the reference. */
import { formatMoney } from "@travel/schema/money";
import type { Mail } from "../mail/account-mails";
import { escapeHtml } from "../http/plain-page";
import type { ReservationRow } from "../reservations/store";

/** The traveller's trips page on the site (the mail links to it). */
export const tripsUrl = (siteUrl: string) => `${siteUrl}/user/my-trips`;

const dayOf = (isoDay: string) =>
  new Date(`${isoDay}T00:00:00Z`).toLocaleDateString("en-US", {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });

export function confirmationMail(
  siteUrl: string,
  account: { email: string; first_name: string },
  reservation: ReservationRow,
  card: { brand: string; last4: string } | null,
): Mail {
  const { offer } = reservation;
  const when =
    reservation.check_out === null
      ? dayOf(reservation.check_in)
      : `${dayOf(reservation.check_in)} to ${dayOf(reservation.check_out)}`;
  const paid = formatMoney(reservation.total, reservation.currency, "en-US");
  const lines = [
    `Your booking is confirmed. Reference: ${reservation.reference}.`,
    `${offer.name}, ${offer.destination}`,
    `${when} · ${reservation.guests} ${reservation.guests === 1 ? "guest" : "guests"}`,
    ...reservation.cards.map((c) => `${c.name} (${c.card_code}) applied`),
    card === null ? `Paid: ${paid}` : `Paid: ${paid} with ${card.brand} ending in ${card.last4}`,
    "You can see your trip and its cancellation terms on your trips page:",
  ];
  return tripMail(
    siteUrl,
    account,
    `Booking confirmed: ${offer.name} (${reservation.reference})`,
    lines,
  );
}

/** A mail about a trip: the greeting, `lines`, and the link to the traveller's trips page. */
export function tripMail(
  siteUrl: string,
  account: { email: string; first_name: string },
  subject: string,
  lines: readonly string[],
): Mail {
  const link = tripsUrl(siteUrl);
  const greeting = account.first_name ? `Hello ${account.first_name},` : "Hello,";
  return {
    to: account.email,
    subject,
    text: [greeting, "", ...lines, link].join("\n"),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    ].join("\n"),
  };
}
