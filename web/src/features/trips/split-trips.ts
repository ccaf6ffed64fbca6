/** A reservation's dates, as the trips list sorts them. */
interface Dated {
  checkIn: string;
  /** Null for activities (one day). */
  checkOut?: string | null;
}

/** The trip's last day: its check-out, or the check-in of a one-day activity. */
const lastDay = (trip: Dated) => trip.checkOut ?? trip.checkIn;

/**
 * Reservations split against today (ISO days compare as text): upcoming ones are those not over
 * yet — starting today or later, or under way (checked in, not yet checked out) — soonest
 * first; past ones (last day before today) latest first.
 */
export function splitTrips<T extends Dated>(trips: readonly T[], today: string) {
  const upcoming = trips.filter((trip) => lastDay(trip) >= today);
  const past = trips.filter((trip) => lastDay(trip) < today);
  upcoming.sort((a, b) => a.checkIn.localeCompare(b.checkIn));
  past.sort((a, b) => b.checkIn.localeCompare(a.checkIn));
  return { upcoming, past };
}
