/**
 * Savings payload rules.
 *
 * - getMember / setMember `{ email, userId, memberid }`: all three required; userId a positive
 *   integer (or its digits as text) that must be the signed-in user; email a valid address
 *   (stored lower-cased); memberid text of up to 100 characters.
 * - savingsCode `{ reqSaving: { members: [...] } }`: 1 to 100 member objects; each member field,
 *   when given, is text (identifiers may be numbers) of up to 200 characters (254 for the email)
 *   without control characters. Whether a member is complete and valid is the provider's call
 *   (it counts the valid ones), so missing member fields are passed on as missing; a blank
 *   program_customer_identifier is filled with the configured programme. Unknown fields are
 *   dropped.
 */
import { isValidEmail, normaliseEmail } from "../accounts/account-rules";
import {
  emailField,
  hasDisallowedCharacters,
  MAX_TEXT_LENGTH,
  PayloadError,
  textField,
  type Payload,
} from "../accounts/payload-fields";
import { MEMBER_FIELDS, type ProviderMember } from "../savings-provider/members";

export interface MemberInput {
  email: string;
  userId: number;
  memberid: string;
}

export const MAX_MEMBERID_LENGTH = 100;
export const MAX_IMPORT_MEMBERS = 100;

const required = (value: string, field: string) => {
  if (value === "") throw new PayloadError(`${field} is required`);
  return value;
};

/** A positive integer id, sent as a number or as its digits. */
export function userIdField(record: Payload, field: string): number {
  const value = record[field];
  if (value === undefined || value === null || value === "")
    throw new PayloadError(`${field} is required`);
  const digits = typeof value === "string" ? value.trim() : value;
  if (typeof digits === "number" && Number.isSafeInteger(digits) && digits > 0) return digits;
  if (typeof digits === "string" && /^[1-9]\d{0,14}$/.test(digits)) return Number(digits);
  throw new PayloadError(`${field} must be a positive integer`);
}

export function parseMemberInput(body: Payload): MemberInput {
  const email = normaliseEmail(required(emailField(body, "email"), "email"));
  if (!isValidEmail(email)) throw new PayloadError("email must be a valid email address");
  const userId = userIdField(body, "userId");
  const memberid = required(textField(body, "memberid", MAX_MEMBERID_LENGTH), "memberid");
  return { email, userId, memberid };
}

/** A member forwarded to the provider: the fields it was given, as text. */
export type ImportMember = Partial<ProviderMember>;

function importText(record: Payload, field: string, label: string): string | undefined {
  const value = record[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value === "number" && Number.isSafeInteger(value)) return String(value);
  if (typeof value !== "string") throw new PayloadError(`${label} must be text`);
  const text = value.trim();
  const max = field === "email_address" ? 254 : MAX_TEXT_LENGTH;
  if (text.length > max) throw new PayloadError(`${label} is too long (${max} characters at most)`);
  if (hasDisallowedCharacters(text))
    throw new PayloadError(`${label} contains characters that are not allowed`);
  return text;
}

/** The members to forward to the provider. */
export function parseSavingsImport(body: Payload, programId: string): ImportMember[] {
  const reqSaving = body.reqSaving;
  if (reqSaving === undefined || reqSaving === null)
    throw new PayloadError("reqSaving is required");
  if (typeof reqSaving !== "object" || Array.isArray(reqSaving))
    throw new PayloadError("reqSaving must be an object");
  const members = (reqSaving as Payload).members;
  if (!Array.isArray(members) || members.length === 0)
    throw new PayloadError("reqSaving.members must be a non-empty list");
  if (members.length > MAX_IMPORT_MEMBERS)
    throw new PayloadError(`reqSaving.members may hold ${MAX_IMPORT_MEMBERS} members at most`);
  return members.map((member: unknown, i) => {
    const label = `reqSaving.members[${i}]`;
    if (typeof member !== "object" || member === null || Array.isArray(member))
      throw new PayloadError(`${label} must be an object`);
    const out: ImportMember = {};
    for (const field of MEMBER_FIELDS) {
      const text = importText(member as Payload, field, `${label}.${field}`);
      if (text !== undefined) out[field] = text;
    }
    if (!out.program_customer_identifier) out.program_customer_identifier = programId;
    return out;
  });
}
