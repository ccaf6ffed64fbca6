/**
 * Typed client of the upstream savings endpoints (spec §7). Every call is made for the signed-in
 * user: the session token goes as `Authorization: Bearer <token>`, exactly like checkLogin, and
 * every call has a time limit.
 */
import { contractDecoder } from "../upstream/contract";
import { DecodeError } from "../upstream/decode";
import type { UpstreamCallMeta, UpstreamHttp } from "../upstream/http";
import type {
  GetMemberResult,
  SavingsCodeRequest,
  SavingsMember,
  SavingsCodeResult,
  SetMemberResult,
} from "./savings.mappers";

export const SAVINGS_PATHS = {
  getMember: "/api/savings/getMember",
  setMember: "/api/savings/setMember",
  savingsCode: "/api/savings/savingsCode",
} as const;

/*
 * The decoders only check the shape; what the values mean (code 200, status OK, exactly one
 * valid member) is decided by the flow's steps in daily-savings.ts.
 */
/** `{ code: 200, data: {...} }` or `{ code: 404, data: null }`. */
const decodeGetMember = contractDecoder("post", SAVINGS_PATHS.getMember, (body) => ({
  code: body.code,
}));
/** `{ status: "OK" }`. */
const decodeSetMember = contractDecoder("post", SAVINGS_PATHS.setMember, (body) => ({
  status: body.status,
}));
/** `{ data: [ { valid_members_count: N } ] }`: N of the first entry. */
const decodeSavingsCode = contractDecoder("post", SAVINGS_PATHS.savingsCode, (body) => {
  const [first] = body.data;
  if (!first) throw new DecodeError("body.data is empty");
  return { validMembersCount: first.valid_members_count };
});

export interface SavingsClient {
  /** Whether the user is a member (code 200) or not (code 404). */
  getMember(meta: UpstreamCallMeta, token: string, member: SavingsMember): Promise<GetMemberResult>;
  /** Saves the membership locally (idempotent upstream: one row per user). */
  setMember(meta: UpstreamCallMeta, token: string, member: SavingsMember): Promise<SetMemberResult>;
  /** Registers the member with the savings provider, through the upstream. */
  savingsCode(
    meta: UpstreamCallMeta,
    token: string,
    request: SavingsCodeRequest,
  ): Promise<SavingsCodeResult>;
}

export interface SavingsClientOptions {
  /** Time limit of the member check in milliseconds. */
  timeoutMs: number;
  /**
   * Time limit of the writes (import, member save; UPSTREAM_WRITE_TIMEOUT_MS); default
   * `timeoutMs`. Both are idempotent by derived keys (the member id, the user id): a join retried
   * after a time-out finds the member.
   */
  writeTimeoutMs?: number;
}

export function createSavingsClient(
  http: UpstreamHttp,
  options: SavingsClientOptions,
): SavingsClient {
  const P = SAVINGS_PATHS;
  const as = (token: string) => ({ bearer: token, timeoutMs: options.timeoutMs });
  const writing = (token: string) => ({
    bearer: token,
    timeoutMs: options.writeTimeoutMs ?? options.timeoutMs,
  });
  return {
    getMember: (meta, token, member) =>
      http.post(P.getMember, { ...member }, meta, decodeGetMember, as(token)),
    setMember: (meta, token, member) =>
      http.post(P.setMember, { ...member }, meta, decodeSetMember, writing(token)),
    savingsCode: (meta, token, request) =>
      http.post(P.savingsCode, request, meta, decodeSavingsCode, writing(token)),
  };
}
