/** The savings provider's own table: its imported members (nothing else is read or written). */
import { kyselyOf, type Db } from "../db/db";
import { memberCvt, type ProviderMember } from "./members";

/** Upserts the members by member_customer_identifier, in one transaction. */
export async function upsertMembers(
  db: Db,
  members: readonly ProviderMember[],
  now: Date,
): Promise<void> {
  if (members.length === 0) return;
  await db.transaction(async (tx) => {
    for (const m of members) {
      await kyselyOf(tx)
        .insertInto("savings_provider_members")
        .values({
          member_customer_identifier: m.member_customer_identifier,
          organization_customer_identifier: m.organization_customer_identifier,
          program_customer_identifier: m.program_customer_identifier,
          member_status: m.member_status,
          first_name: m.first_name,
          last_name: m.last_name,
          email_address: m.email_address,
          cvt: memberCvt(m.program_customer_identifier, m.member_customer_identifier),
          imported_at: now,
          updated_at: now,
        })
        .onConflict((oc) =>
          oc.column("member_customer_identifier").doUpdateSet((eb) => ({
            organization_customer_identifier: eb.ref("excluded.organization_customer_identifier"),
            program_customer_identifier: eb.ref("excluded.program_customer_identifier"),
            member_status: eb.ref("excluded.member_status"),
            first_name: eb.ref("excluded.first_name"),
            last_name: eb.ref("excluded.last_name"),
            email_address: eb.ref("excluded.email_address"),
            cvt: eb.ref("excluded.cvt"),
            updated_at: eb.ref("excluded.updated_at"),
          })),
        )
        .execute();
    }
  });
}

export interface DirectorMember {
  first_name: string;
  last_name: string;
  member_customer_identifier: string;
  program_customer_identifier: string;
}

/** The open member whose cvt this is, or null. */
export async function findMemberByCvt(db: Db, cvt: string): Promise<DirectorMember | null> {
  const row = await kyselyOf(db)
    .selectFrom("savings_provider_members")
    .select([
      "first_name",
      "last_name",
      "member_customer_identifier",
      "program_customer_identifier",
    ])
    .where("cvt", "=", cvt)
    .where("member_status", "=", "OPEN")
    .orderBy("updated_at", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}
