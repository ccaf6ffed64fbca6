/** Upstream REST shapes of the savings contract (spec §3 savings member and import). */
import type { paths } from "@travel/schema/rest";

type OkBody<Path extends "/api/savings/getMember" | "/api/savings/setMember"> =
  paths[Path]["post"]["responses"][200]["content"]["application/json"];

/** Body of getMember and setMember (spec §7): the member as the upstream stores it. */
export interface SavingsMember {
  email: string;
  userId: number;
  /** SAVINGS_MEMBER_PREFIX + userId. */
  memberid: string;
}

/** One member of the savings import (spec §3); member_status is always OPEN. */
export interface SavingsImportMember {
  organization_customer_identifier: string;
  program_customer_identifier: string;
  member_status: "OPEN";
  first_name: string;
  last_name: string;
  email_address: string;
  member_customer_identifier: string;
}

/** Body of savingsCode: `{ reqSaving: { members } }`. */
export interface SavingsCodeRequest {
  reqSaving: { members: SavingsImportMember[] };
}

/** POST /api/savings/getMember → `{ code, data }`; code 200 means the user is a member. */
export interface GetMemberResult {
  code: OkBody<"/api/savings/getMember">["code"] | (number & {});
}

/**
 * POST /api/savings/setMember → `{ status }`; "OK" (the only status the contract documents)
 * means the membership was saved; the flow still reads it as text.
 */
export interface SetMemberResult {
  status: OkBody<"/api/savings/setMember">["status"] | (string & {});
}

/** POST /api/savings/savingsCode → data[0].valid_members_count, as the provider reports it. */
export interface SavingsCodeResult {
  validMembersCount: number;
}
