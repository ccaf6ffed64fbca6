/** A reservation's dates, as the trips list sorts them. */
interface Dated {
  checkIn: string;
}

/**
 * Reservations split by check-in day against today (ISO days compare as text): upcoming ones
 * (today included) soonest first, past ones latest first.
 */
export function splitTrips<T extends Dated>(trips: readonly T[], today: string) {
  const upcoming = trips.filter((trip) => trip.checkIn >= today);
  const past = trips.filter((trip) => trip.checkIn < today);
  upcoming.sort((a, b) => a.checkIn.localeCompare(b.checkIn));
  past.sort((a, b) => b.checkIn.localeCompare(a.checkIn));
  return { upcoming, past };
}
