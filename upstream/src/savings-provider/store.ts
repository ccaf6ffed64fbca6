/** The savings provider's own table: its imported members (nothing else is read or written). */
import type { Db } from "../db/db";
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
      await tx.query(
        `INSERT INTO savings_provider_members (member_customer_identifier,
           organization_customer_identifier, program_customer_identifier, member_status,
           first_name, last_name, email_address, cvt, imported_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)
         ON CONFLICT (member_customer_identifier) DO UPDATE SET
           organization_customer_identifier = excluded.organization_customer_identifier,
           program_customer_identifier = excluded.program_customer_identifier,
           member_status = excluded.member_status,
           first_name = excluded.first_name,
           last_name = excluded.last_name,
           email_address = excluded.email_address,
           cvt = excluded.cvt,
           updated_at = excluded.updated_at`,
        [
          m.member_customer_identifier,
          m.organization_customer_identifier,
          m.program_customer_identifier,
          m.member_status,
          m.first_name,
          m.last_name,
          m.email_address,
          memberCvt(m.program_customer_identifier, m.member_customer_identifier),
          now.toISOString(),
        ],
      );
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
  const [row] = await db.query<DirectorMember>(
    `SELECT first_name, last_name, member_customer_identifier, program_customer_identifier
     FROM savings_provider_members WHERE cvt = $1 AND member_status = 'OPEN'
     ORDER BY updated_at DESC LIMIT 1`,
    [cvt],
  );
  return row ?? null;
}
