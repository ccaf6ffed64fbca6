/**
 * The daily savings flow (spec §4), as pure steps named after the spec plus one function that
 * chains them over injected upstream calls:
 *
 * 1. no user → show the sign-in dialog (`action:showSignin`);
 * 2. check if the member exists (getMember code 200) → not new, redirect to the director page;
 * 3. otherwise register the member with the savings provider (savingsCode import, §3 payload);
 * 4. if exactly one valid member is reported, save the member locally (setMember status OK) →
 *    new, redirect to the director page;
 * 5. on any failure → new, empty redirect, no message (§8); the caller logs why.
 *
 * The second variant (joinSavings) runs the same steps and reports a status instead.
 */
import { createHash } from "node:crypto";
import type {
  DailySavingsPayload,
  JoinSavingsPayload,
  SavingsJoinStatus,
} from "../__generated__/resolvers-types";
import { UpstreamBadResponseError, UpstreamError } from "../upstream/errors";
import type {
  GetMemberResult,
  SavingsCodeRequest,
  SavingsCodeResult,
  SavingsMember,
  SetMemberResult,
} from "./savings.mappers";

/** Spec §2: the pseudo-redirect meaning "show the sign-in dialog". */
export const SHOW_SIGN_IN = "action:showSignin";

/** What the flow needs from the configuration. */
export interface SavingsSettings {
  /** Base of the savings site (SAVINGS_SITE_URL), without a trailing slash. */
  siteUrl: string;
  /** Programme identifier (SAVINGS_PROGRAM_ID). */
  programId: string;
  /** Member id prefix (SAVINGS_MEMBER_PREFIX). */
  memberPrefix: string;
}

/** The signed-in traveller, from the login check. */
export interface SavingsUser {
  userId: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

/** The steps that call the upstream; each may throw an UpstreamError. */
export interface SavingsCalls {
  getMember(member: SavingsMember): Promise<GetMemberResult>;
  /** The site's organisation id (0 when the site configuration is unavailable). */
  organisationId(): Promise<number>;
  savingsCode(request: SavingsCodeRequest): Promise<SavingsCodeResult>;
  setMember(member: SavingsMember): Promise<SetMemberResult>;
}

export type SavingsStep = "getMember" | "siteConfig" | "savingsCode" | "setMember";

/** Why a flow failed, for the log. */
export interface SavingsFailure {
  step: SavingsStep;
  reason: string;
  errorKind?: string;
  upstreamPath?: string;
  upstreamStatus?: number;
}

export type SavingsOutcome =
  | { kind: "SIGN_IN_REQUIRED" }
  | { kind: "ALREADY_MEMBER"; redirect: string }
  | { kind: "JOINED"; redirect: string }
  | { kind: "FAILED"; failure: SavingsFailure };

/** Spec §3: memberid is a fixed prefix plus the user id. */
export function savingsMemberId(prefix: string, userId: number): string {
  return `${prefix}${userId}`;
}

/** Spec §9: lowercase hex SHA-256 over the programme identifier twice plus the member id. */
export function savingsCvt(programId: string, memberid: string): string {
  return createHash("sha256").update(`${programId}${programId}${memberid}`, "utf8").digest("hex");
}

/** Spec §2: the director page of the savings site, with the hashed member identifier. */
export function directorPageUrl(settings: SavingsSettings, memberid: string): string {
  const cvt = savingsCvt(settings.programId, memberid);
  return `${settings.siteUrl}/director?cvt=${cvt}`;
}

/** Body of getMember and setMember (spec §7). */
export function savingsMember(user: SavingsUser, settings: SavingsSettings): SavingsMember {
  return {
    email: user.email,
    userId: user.userId,
    memberid: savingsMemberId(settings.memberPrefix, user.userId),
  };
}

/** Spec §3 savings import payload: one OPEN member of this site's organisation and programme. */
export function savingsImportPayload(
  user: SavingsUser,
  organisationId: number,
  settings: SavingsSettings,
): SavingsCodeRequest {
  return {
    reqSaving: {
      members: [
        {
          organization_customer_identifier: String(organisationId),
          program_customer_identifier: settings.programId,
          member_status: "OPEN",
          first_name: user.firstName ?? "",
          last_name: user.lastName ?? "",
          email_address: user.email,
          member_customer_identifier: savingsMemberId(settings.memberPrefix, user.userId),
        },
      ],
    },
  };
}

/** Spec §5: the member check succeeds only when the response code equals 200. */
export function memberExists(result: GetMemberResult): boolean {
  return result.code === 200;
}

/** Spec §5: the import succeeds only when valid_members_count is exactly 1. */
export function oneValidMemberReported(result: SavingsCodeResult): boolean {
  return result.validMembersCount === 1;
}

/** Spec §5: the member save succeeds only when the status is OK. */
export function memberSaved(result: SetMemberResult): boolean {
  return result.status === "OK";
}

class StepFailed extends Error {
  constructor(readonly failure: SavingsFailure) {
    super(failure.reason);
  }
}

/** Runs one upstream step; an UpstreamError becomes a StepFailed naming the step. */
async function step<T>(name: SavingsStep, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (!(err instanceof UpstreamError)) throw err;
    throw new StepFailed({
      step: name,
      reason: err.message,
      errorKind: err.kind,
      upstreamPath: err.path,
      ...(err instanceof UpstreamBadResponseError ? { upstreamStatus: err.status } : {}),
    });
  }
}

const refused = (name: SavingsStep, reason: string) => new StepFailed({ step: name, reason });

/**
 * The flow for `user` (null when signed out). Upstream failures and refusals end in FAILED;
 * any other error is a bug and propagates.
 */
export async function dailySavingsFlow(
  user: SavingsUser | null,
  settings: SavingsSettings,
  calls: SavingsCalls,
): Promise<SavingsOutcome> {
  if (!user) return { kind: "SIGN_IN_REQUIRED" };
  const member = savingsMember(user, settings);
  const redirect = directorPageUrl(settings, member.memberid);
  try {
    if (memberExists(await step("getMember", () => calls.getMember(member)))) {
      return { kind: "ALREADY_MEMBER", redirect };
    }
    const organisationId = await calls.organisationId();
    if (!(organisationId > 0)) throw refused("siteConfig", "the site's organisation is unknown");
    const imported = await step("savingsCode", () =>
      calls.savingsCode(savingsImportPayload(user, organisationId, settings)),
    );
    if (!oneValidMemberReported(imported)) {
      throw refused(
        "savingsCode",
        `the provider reported ${imported.validMembersCount} valid members, not 1`,
      );
    }
    const saved = await step("setMember", () => calls.setMember(member));
    if (!memberSaved(saved)) {
      throw refused("setMember", `setMember answered status ${JSON.stringify(saved.status)}`);
    }
    return { kind: "JOINED", redirect };
  } catch (err) {
    if (err instanceof StepFailed) return { kind: "FAILED", failure: err.failure };
    throw err;
  }
}

/** First variant: a redirect (the director page, `action:showSignin`, or "" after a failure). */
export function toDailySavingsPayload(outcome: SavingsOutcome): DailySavingsPayload {
  switch (outcome.kind) {
    case "SIGN_IN_REQUIRED":
      return { signInRequired: true, isNew: true, redirect: SHOW_SIGN_IN, errors: [] };
    case "ALREADY_MEMBER":
      return { signInRequired: false, isNew: false, redirect: outcome.redirect, errors: [] };
    case "JOINED":
      return { signInRequired: false, isNew: true, redirect: outcome.redirect, errors: [] };
    case "FAILED":
      return { signInRequired: false, isNew: true, redirect: "", errors: [] };
  }
}

/** Second variant: the same outcome as a status, without a redirect. */
export function toJoinSavingsPayload(outcome: SavingsOutcome): JoinSavingsPayload {
  const status: SavingsJoinStatus = outcome.kind;
  return { status, isNew: outcome.kind !== "ALREADY_MEMBER", errors: [] };
}
