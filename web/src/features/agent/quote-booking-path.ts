import type { ProductArea } from "../../__generated__/graphql";
import { areaOfCode, hasEndDate, offerPathOf } from "../../lib/offer-areas";

/** The trip of a quote, as the quotes list reads it. */
export interface QuotedTrip {
  id: string;
  checkIn: string;
  checkOut?: string | null;
  guests: number;
  rooms: number;
  offer: { id: string; area: ProductArea };
}

/**
 * The booking view of a quote's offer with its trip and the quote
 * (`/hotel/offers/101?checkIn=…&checkOut=…&guests=…&rooms=…&quote=<id>`): the search's
 * parameters, which the booking view reads, and the quote it books.
 */
export function quoteBookingPath(quote: QuotedTrip): string {
  const area = areaOfCode(quote.offer.area);
  const params = new URLSearchParams({
    checkIn: quote.checkIn,
    ...(quote.checkOut && hasEndDate(area) ? { checkOut: quote.checkOut } : {}),
    guests: String(quote.guests),
    ...(area.rooms ? { rooms: String(quote.rooms) } : {}),
    quote: quote.id,
  });
  return `${offerPathOf(quote.offer.area, quote.offer.id)}?${params.toString()}`;
}
