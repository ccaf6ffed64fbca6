/** In-memory savings data of the mocked upstream: members, the provider's import, faults. */
import type { ReceivedRequest } from "./accounts-db";

/** How a mocked savings endpoint answers. */
export type SavingsFault =
  /** normally */
  | "ok"
  /** never (the gateway times out) */
  | "hang"
  /** HTTP 500 */
  | "500"
  /** malformed JSON */
  | "garbage"
  /** getMember: code 500 in the body (not 200: the flow goes on to the import) */
  | "code500"
  /** savingsCode: valid_members_count 0 */
  | "count0"
  /** savingsCode: valid_members_count 2 */
  | "count2"
  /** setMember: a status other than OK */
  | "notOk";

export interface SavingsMemberRow {
  email: string;
  userId: number;
  memberid: string;
  created_at: string;
}

export interface SavingsDb {
  /** Saved memberships (setMember), one per user. */
  members: SavingsMemberRow[];
  /** Members the provider accepted through savingsCode, by member_customer_identifier. */
  providerMembers: Record<string, Record<string, unknown>>;
  faults: { getMember: SavingsFault; savingsCode: SavingsFault; setMember: SavingsFault };
  /** Delay before every savings answer, in ms (to make flows overlap). */
  delayMs: number;
  received: ReceivedRequest[];
}

export function seedSavings(): SavingsDb {
  return {
    members: [],
    providerMembers: {},
    faults: { getMember: "ok", savingsCode: "ok", setMember: "ok" },
    delayMs: 0,
    received: [],
  };
}
