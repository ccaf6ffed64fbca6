/**
 * Seeds the demo traveller's saved travellers once: a partner with a passport and two loyalty
 * memberships, and a young adult without passport details. The passport expires
 * five years after the day of seeding.
 */
import { DEMO_ACCOUNTS } from "../accounts/seed";
import type { Db } from "../db/db";
import { seedOnce } from "../db/seed-once";

export async function seedSavedTravelers(db: Db): Promise<void> {
  await seedOnce(db, "profile/travelers", async (tx) => {
    const [account] = await tx.query<{ account_id: number }>(
      "SELECT account_id FROM accounts WHERE email = $1",
      [DEMO_ACCOUNTS.traveller.email],
    );
    if (account === undefined) return;
    await tx.query(
      `INSERT INTO saved_travelers (account_id, title, first_name, last_name, age_band,
         nationality_id, passport_number, passport_country_id, passport_expiry, loyalty_programs)
       VALUES
         ($1, 'Mr', 'Tom', 'Traveller', '31 to 40', 1, 'X12345678', 235,
          current_date + interval '5 years', $2::jsonb),
         ($1, 'Miss', 'Lucy', 'Traveller', '18 to 25', 1, NULL, NULL, NULL, '[]'::jsonb)`,
      [
        account.account_id,
        JSON.stringify([
          { program_name: "SkyMiles", member_number: "SM-4402918" },
          { program_name: "Marriott Bonvoy", member_number: "MB778120" },
        ]),
      ],
    );
  });
}
