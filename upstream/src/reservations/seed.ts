/**
 * Seeds the demo traveller's trip history once: two past stays, a past activity, a cancelled
 * booking and one trip ahead, so My Trips and the booking history show every kind of entry on a
 * fresh start. Dates are relative to the day of seeding; paid in USD without cards.
 */
import { roundToMinorUnit, toDecimal } from "@travel/schema/money";
import { DEMO_ACCOUNTS } from "../accounts/seed";
import type { Db } from "../db/db";
import { seedOnce } from "../db/seed-once";

interface SeedTrip {
  reference: string;
  offerName: string;
  /** Days from the day of seeding (negative: in the past). */
  checkIn: number;
  /** Nights; null for an offer priced per person. */
  nights: number | null;
  guests: number;
  status: "CONFIRMED" | "CANCELLED";
  bookedDaysAgo: number;
}

export const DEMO_TRAVELLER_TRIPS: readonly SeedTrip[] = [
  {
    reference: "WH-TRP2A4",
    offerName: "Hotel Ramblas Modernista",
    checkIn: -150,
    nights: 4,
    guests: 2,
    status: "CONFIRMED",
    bookedDaysAgo: 190,
  },
  {
    reference: "WH-TRP3B5",
    offerName: "Sagrada Família Skip-the-Line Tour",
    checkIn: -148,
    nights: null,
    guests: 2,
    status: "CONFIRMED",
    bookedDaysAgo: 189,
  },
  {
    reference: "WH-TRP4C6",
    offerName: "Gion Shirakawa Ryokan",
    checkIn: -60,
    nights: 3,
    guests: 1,
    status: "CONFIRMED",
    bookedDaysAgo: 95,
  },
  {
    reference: "WH-TRP5D7",
    offerName: "Harbour Lights Hotel Reykjavik",
    checkIn: -20,
    nights: 2,
    guests: 2,
    status: "CANCELLED",
    bookedDaysAgo: 50,
  },
  {
    reference: "WH-TRP6E8",
    offerName: "Bo-Kaap Heritage Hotel",
    checkIn: 40,
    nights: 5,
    guests: 2,
    status: "CONFIRMED",
    bookedDaysAgo: 12,
  },
];

const day = (days: number) => `(CURRENT_DATE + ${Math.trunc(days)})`;

export async function seedTravellerTrips(db: Db): Promise<void> {
  await seedOnce(db, "reservations/demo-traveller", async (tx) => {
    const [traveller] = await tx.query<{ account_id: number }>(
      "SELECT account_id FROM accounts WHERE email = $1",
      [DEMO_ACCOUNTS.traveller.email],
    );
    if (!traveller) return;
    for (const trip of DEMO_TRAVELLER_TRIPS) {
      const [offer] = await tx.query<{ offer_id: number; price_usd: number; price_unit: string }>(
        "SELECT offer_id, price_usd::float8 AS price_usd, price_unit FROM offers WHERE name = $1",
        [trip.offerName],
      );
      if (!offer) throw new Error(`no offer named ${trip.offerName} to seed a trip with`);
      const units = offer.price_unit === "PERSON" ? trip.guests : (trip.nights ?? 1);
      const total = roundToMinorUnit(toDecimal(offer.price_usd).times(units), "USD");
      const checkOut = trip.nights === null ? "NULL" : day(trip.checkIn + trip.nights);
      await tx.query(
        `INSERT INTO reservations (reference, user_id, request_id, offer_id, check_in, check_out,
           guests, status, currency, total, subtotal_usd, total_usd, booked_at)
         VALUES ($1, $2, $3, $4, ${day(trip.checkIn)}, ${checkOut}, $5, $6, 'USD', $7, $7, $7,
           now() - make_interval(days => $8))`,
        [
          trip.reference,
          traveller.account_id,
          `seed-trip-${trip.reference}`,
          offer.offer_id,
          trip.guests,
          trip.status,
          total,
          trip.bookedDaysAgo,
        ],
      );
    }
  });
}
