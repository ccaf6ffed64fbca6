/**
 * Seeds the demo traveller's trip history once: two past stays, a past activity, a cancelled
 * booking and one trip ahead, so My Trips and the booking history show every kind of entry on a
 * fresh start. Dates are relative to the day of seeding; paid in USD without cards.
 */
import { roundToMinorUnit, toDecimal } from "@travel/schema/money";
import { DEMO_ACCOUNTS } from "../accounts/seed";
import { sql } from "kysely";
import { kyselyOf, type Db } from "../db/db";
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

const day = (days: number) => sql<Date>`(CURRENT_DATE + ${sql.lit(Math.trunc(days))})`;

export async function seedTravellerTrips(db: Db): Promise<void> {
  await seedOnce(db, "reservations/demo-traveller", async (tx) => {
    const kysely = kyselyOf(tx);
    const traveller = await kysely
      .selectFrom("accounts")
      .select("account_id")
      .where("email", "=", DEMO_ACCOUNTS.traveller.email)
      .executeTakeFirst();
    if (!traveller) return;
    for (const trip of DEMO_TRAVELLER_TRIPS) {
      const offer = await kysely
        .selectFrom("offers")
        .select(["offer_id", sql<number>`price_usd::float8`.as("price_usd"), "price_unit"])
        .where("name", "=", trip.offerName)
        .executeTakeFirst();
      if (!offer) throw new Error(`no offer named ${trip.offerName} to seed a trip with`);
      const units = offer.price_unit === "PERSON" ? trip.guests : (trip.nights ?? 1);
      const total = roundToMinorUnit(toDecimal(offer.price_usd).times(units), "USD");
      await kysely
        .insertInto("reservations")
        .values({
          reference: trip.reference,
          user_id: traveller.account_id,
          request_id: `seed-trip-${trip.reference}`,
          offer_id: offer.offer_id,
          check_in: day(trip.checkIn),
          check_out: trip.nights === null ? null : day(trip.checkIn + trip.nights),
          guests: trip.guests,
          status: trip.status,
          currency: "USD",
          total,
          subtotal_usd: total,
          total_usd: total,
          booked_at: sql<Date>`now() - make_interval(days => ${trip.bookedDaysAgo})`,
        })
        .execute();
    }
  });
}
