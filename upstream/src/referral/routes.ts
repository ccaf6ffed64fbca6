/** REST routes of referrals and loyalty: campaigns, a member's referrals and actions, the programme. */
import { parsePayload, PayloadError, textOrNumberField } from "../accounts/payload-fields";
import { bearerToken, hashSecretToken } from "../accounts/secret-token";
import { requireSession } from "../accounts/sessions";
import { liveSession } from "../accounts/sessions-store";
import type { Db } from "../db/db";
import { badRequest, HttpError } from "../http/http-error";
import { ok, type Route } from "../http/router";
import { SITE_ORG_ID } from "../site/organisation";
import { campaignTypeParam, idParam, pagingParams, totalPages } from "./query-params";
import {
  listActions,
  listCampaigns,
  loyaltyProgramme,
  loyaltyRewards,
  referralPage,
  runningPromotions,
  utcDay,
} from "./store";
import { memberReferralCode } from "./links-store";

export const NOT_YOUR_ACTIONS = "member must be the signed-in user";
export const NO_SUCH_PROGRAM = "program is not a campaign of this organisation";

/** The `program` of a body: a campaign id, as digits or a number. */
function programOfBody(body: Record<string, unknown>): number {
  const raw = textOrNumberField(body, "program").trim();
  if (raw === "") throw new PayloadError("program is required");
  if (!/^[1-9]\d{0,8}$/.test(raw))
    throw new PayloadError("program must be a campaign id (a positive whole number)");
  return Number(raw);
}

/** Parses with a PayloadError turned into a 400. */
function checked<T>(parse: () => T): T {
  const parsed = parsePayload(parse);
  if (!parsed.ok) throw badRequest(parsed.message);
  return parsed.value;
}

export function referralRoutes(db: Db, now: () => Date): Route[] {
  return [
    {
      method: "GET",
      path: "/api/referral/getCampaignList",
      handler: async ({ query, authorization }) => {
        await requireSession(db, authorization, now());
        const type = checked(() => campaignTypeParam(query));
        return ok({ status: 1, data: await listCampaigns(db, SITE_ORG_ID, type) });
      },
    },
    {
      method: "GET",
      path: "/api/referral/getReferralList",
      handler: async ({ query, authorization }) => {
        const session = await requireSession(db, authorization, now());
        const { program, paging } = checked(() => ({
          program: idParam(query, "program", "a campaign id (a positive whole number)"),
          paging: pagingParams(query),
        }));
        const { count, referrals } = await referralPage(db, session.account_id, program, paging);
        return ok({
          status: 1,
          data: {
            count,
            totalPages: totalPages(count, paging.perPage),
            page: paging.page,
            per_page: paging.perPage,
            referrals,
          },
        });
      },
    },
    {
      method: "GET",
      path: "/api/referral/getActionsList",
      handler: async ({ query, authorization }) => {
        const session = await requireSession(db, authorization, now());
        const member = checked(() =>
          idParam(query, "member", "a user id (a positive whole number)"),
        );
        if (member !== session.account_id) throw new HttpError(403, NOT_YOUR_ACTIONS);
        return ok({ status: 1, data: await listActions(db, member) });
      },
    },
    {
      method: "POST",
      path: "/api/referral/getReferralCode",
      handler: async ({ body, authorization }) => {
        const session = await requireSession(db, authorization, now());
        const program = checked(() => programOfBody(body));
        const code = await memberReferralCode(db, SITE_ORG_ID, session.account_id, program);
        if (code === null) throw new HttpError(404, NO_SUCH_PROGRAM);
        return ok({ status: 1, data: { referral_code: code, program } });
      },
    },
    {
      method: "GET",
      path: "/api/referral/getLoyaltyState",
      handler: async ({ authorization }) => {
        // signing in is optional here: no, an unknown or an ended session all read as signed out
        const token = bearerToken(authorization);
        const session =
          token === null ? null : await liveSession(db, hashSecretToken(token), now());
        const today = utcDay(now());
        const programme = await loyaltyProgramme(db, SITE_ORG_ID, today);
        const enabled = programme?.enabled ?? false;
        return ok({
          status: 1,
          data: {
            enabled,
            start_date: programme?.start_date ?? null,
            end_date: programme?.end_date ?? null,
            rewards: session === null ? null : await loyaltyRewards(db, session.account_id),
            promotions: enabled ? await runningPromotions(db, SITE_ORG_ID, today) : [],
          },
        });
      },
    },
  ];
}
