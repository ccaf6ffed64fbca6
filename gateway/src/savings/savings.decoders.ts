/**
 * Decoders of the savings endpoints. They only check the shape; what the values mean (code 200,
 * status OK, exactly one valid member) is decided by the flow's steps in daily-savings.ts.
 */
import { DecodeError, listOf, num, object } from "../upstream/decode";
import type { GetMemberResult, SavingsCodeResult, SetMemberResult } from "./savings.mappers";

/** `{ code: 200, data: {...} }` or `{ code: 404, data: null }`. */
export function decodeGetMember(json: unknown): GetMemberResult {
  return { code: num(object(json, "body"), "code") };
}

/** `{ status: "OK" }`; any other status text (or number) is a refusal the flow reports. */
export function decodeSetMember(json: unknown): SetMemberResult {
  const status = object(json, "body").status;
  if (typeof status === "string" || typeof status === "number") return { status: String(status) };
  throw new DecodeError(`field status should be a string, got ${JSON.stringify(status)}`);
}

/** `{ data: [ { valid_members_count: N } ] }`: N of the first entry. */
export function decodeSavingsCode(json: unknown): SavingsCodeResult {
  const [first] = listOf(object(json, "body").data, "body.data", (entry) => entry);
  if (!first) throw new DecodeError("body.data is empty");
  return { validMembersCount: num(first, "valid_members_count") };
}
