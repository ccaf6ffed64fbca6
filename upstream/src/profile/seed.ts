/**
 * Seeds the demo traveller's saved travellers once: a partner with a passport and two loyalty
 * memberships, and a young adult without passport details. The passport expires
 * five years after the day of seeding.
 */
import { DEMO_ACCOUNTS } from "../accounts/seed";
import { sql } from "kysely";
import { kyselyOf, type Db } from "../db/db";
import { seedOnce } from "../db/seed-once";

export async function seedSavedTravelers(db: Db): Promise<void> {
  await seedOnce(db, "profile/travelers", async (tx) => {
    const kysely = kyselyOf(tx);
    const account = await kysely
      .selectFrom("accounts")
      .select("account_id")
      .where("email", "=", DEMO_ACCOUNTS.traveller.email)
      .executeTakeFirst();
    if (account === undefined) return;
    await kysely
      .insertInto("saved_travelers")
      .values([
        {
          account_id: account.account_id,
          title: "Mr",
          first_name: "Tom",
          last_name: "Traveller",
          age_band: "31 to 40",
          nationality_id: 1,
          passport_number: "X12345678",
          passport_country_id: 235,
          passport_expiry: sql<Date>`current_date + interval '5 years'`,
          loyalty_programs: JSON.stringify([
            { program_name: "SkyMiles", member_number: "SM-4402918" },
            { program_name: "Marriott Bonvoy", member_number: "MB778120" },
          ]),
        },
        {
          account_id: account.account_id,
          title: "Miss",
          first_name: "Lucy",
          last_name: "Traveller",
          age_band: "18 to 25",
          nationality_id: 1,
          passport_number: null,
          passport_country_id: null,
          passport_expiry: null,
          loyalty_programs: "[]",
        },
      ])
      .execute();
  });
}
