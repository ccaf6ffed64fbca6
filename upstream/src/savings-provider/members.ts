/**
 * Savings-provider member rule: an imported member is valid when it has every field (text, at
 * most 200 characters, 254 for the email, no control characters), member_status OPEN and a
 * plausible email address. Its director-page key `cvt` is the lowercase hex SHA-256 of
 * program + program + member id.
 */
import { createHash } from "node:crypto";
import type { ContractSchema } from "@travel/schema/rest";

/** The fields of a member (the contract's SavingsImportMember), in the import's order. */
export const MEMBER_FIELDS = [
  "organization_customer_identifier",
  "program_customer_identifier",
  "member_status",
  "first_name",
  "last_name",
  "email_address",
  "member_customer_identifier",
] as const satisfies readonly (keyof ContractSchema<"SavingsImportMember">)[];

export type ProviderMember = Record<(typeof MEMBER_FIELDS)[number], string>;

/** Most members one import may carry. */
export const MAX_IMPORT_MEMBERS = 1000;
const MAX_TEXT = 200;
const MAX_EMAIL = 254;
/** Control characters (NUL...) and lone surrogates: no member text has them. */
const DISALLOWED = /[\p{Cc}\p{Cs}]/u;
/** One @, no spaces or markup, a dotted domain. */
const PLAUSIBLE_EMAIL =
  /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:".]+(\.[^\s@<>()[\]\\,;:".]+)*\.[A-Za-z]{2,}$/;

/** The member, trimmed, when valid; else null. */
export function validMember(value: unknown): ProviderMember | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const member: Partial<ProviderMember> = {};
  for (const field of MEMBER_FIELDS) {
    const raw = record[field];
    const text =
      typeof raw === "string"
        ? raw.trim()
        : typeof raw === "number" && Number.isSafeInteger(raw)
          ? String(raw)
          : "";
    const max = field === "email_address" ? MAX_EMAIL : MAX_TEXT;
    if (text === "" || text.length > max || DISALLOWED.test(text)) return null;
    member[field] = text;
  }
  const valid = member as ProviderMember;
  if (valid.member_status !== "OPEN") return null;
  if (!PLAUSIBLE_EMAIL.test(valid.email_address)) return null;
  return { ...valid, email_address: valid.email_address.toLowerCase() };
}

/** The director-page key of a member: sha256(`${program}${program}${memberId}`), lowercase hex. */
export function memberCvt(program: string, memberId: string): string {
  return createHash("sha256").update(`${program}${program}${memberId}`).digest("hex");
}

/** A well-formed cvt (64 hex digits, any case), lower-cased; else null. */
export function normaliseCvt(raw: string | null): string | null {
  const cvt = (raw ?? "").trim().toLowerCase();
  return /^[0-9a-f]{64}$/.test(cvt) ? cvt : null;
}
