/** REST routes of the savings membership: member check, member save, import via the provider. */
import { parsePayload, type Payload } from "../accounts/payload-fields";
import { requireSession } from "../accounts/sessions";
import type { Db } from "../db/db";
import { badRequest, HttpError } from "../http/http-error";
import { ok, type Route } from "../http/router";
import { parseMemberInput, parseSavingsImport, type MemberInput } from "./payloads";
import { importSavingsMembers } from "./provider-client";
import { findSavingsMember, insertSavingsMember } from "./store";

export const NOT_YOUR_MEMBERSHIP = "userId must be the signed-in user";

export interface SavingsDeps {
  now: () => Date;
  /** The programme filled into forwarded members that name none (SAVINGS_PROGRAM_ID). */
  programId: string;
  /** Base URL of the savings provider (known once the server listens). */
  providerUrl: () => string;
  providerTimeoutMs: number;
}

function memberInput(body: Payload, accountId: number): MemberInput {
  const input = parsePayload(() => parseMemberInput(body));
  if (!input.ok) throw badRequest(input.message);
  if (input.value.userId !== accountId) throw new HttpError(403, NOT_YOUR_MEMBERSHIP);
  return input.value;
}

export function savingsRoutes(db: Db, deps: SavingsDeps): Route[] {
  return [
    {
      method: "POST",
      path: "/api/savings/getMember",
      handler: async ({ body, authorization }) => {
        const session = await requireSession(db, authorization, deps.now());
        const input = memberInput(body, session.account_id);
        const member = await findSavingsMember(db, input.userId);
        return ok(member === null ? { code: 404, data: null } : { code: 200, data: member });
      },
    },
    {
      method: "POST",
      path: "/api/savings/setMember",
      handler: async ({ body, authorization }) => {
        const session = await requireSession(db, authorization, deps.now());
        const input = memberInput(body, session.account_id);
        await insertSavingsMember(db, input, deps.now());
        return ok({ status: "OK" });
      },
    },
    {
      method: "POST",
      path: "/api/savings/savingsCode",
      handler: async ({ body, authorization, signal }) => {
        await requireSession(db, authorization, deps.now());
        const members = parsePayload(() => parseSavingsImport(body, deps.programId));
        if (!members.ok) throw badRequest(members.message);
        const count = await importSavingsMembers(members.value, {
          baseUrl: deps.providerUrl(),
          timeoutMs: deps.providerTimeoutMs,
          signal,
        });
        return ok({ data: [{ valid_members_count: count }] });
      },
    },
  ];
}
