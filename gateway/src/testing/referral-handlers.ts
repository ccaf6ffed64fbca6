/** msw handlers of the upstream REFERRAL contract over the in-memory referral db. */
import { http, HttpResponse, type JsonBodyType } from "msw";
import { bearerUser, expired } from "./savings-handlers";
import { referralDb as db } from "./upstream-db";

const ok = (data: unknown) => HttpResponse.json({ status: 1, data } as JsonBodyType);
const badRequest = (message: string) => HttpResponse.json({ status: 0, message }, { status: 400 });

function receive(request: Request): URLSearchParams {
  const url = new URL(request.url);
  db.received.push({
    path: `${url.pathname}${url.search}`,
    body: {},
    authorization: request.headers.get("authorization"),
  });
  return url.searchParams;
}

const positive = (raw: string | null) =>
  raw !== null && /^[1-9]\d*$/.test(raw) ? Number(raw) : null;

/** The handlers, mounted under `baseUrl` (the mocked upstream's base URL). */
export function createReferralHandlers(baseUrl: string) {
  const url = (path: string) => `${baseUrl}${path}`;
  return [
    http.get(url("/api/referral/getCampaignList"), ({ request }) => {
      const params = receive(request);
      if (bearerUser(request) === undefined) return expired();
      const type = params.get("campaign_type") ?? "Promotion";
      return ok(db.campaigns.filter((c) => c.campaign_type === type));
    }),
    http.get(url("/api/referral/getReferralList"), ({ request }) => {
      const params = receive(request);
      const userId = bearerUser(request);
      if (userId === undefined) return expired();
      const program = positive(params.get("program"));
      const perPage = positive(params.get("per_page"));
      const page = positive(params.get("page"));
      if (program === null || perPage === null || page === null) {
        return badRequest("program, per_page and page must be positive integers");
      }
      const size = Math.min(perPage, 50);
      const mine = db.referrals
        .filter((r) => r.referrer_id === userId && r.campaign_id === program)
        .sort((a, b) => b.created_at.localeCompare(a.created_at));
      const referrals = mine
        .slice((page - 1) * size, page * size)
        .map(({ campaign_id: _c, referrer_id: _r, ...r }) => r);
      return ok({
        count: mine.length,
        totalPages: Math.ceil(mine.length / size),
        page,
        per_page: size,
        referrals,
      });
    }),
    http.get(url("/api/referral/getActionsList"), ({ request }) => {
      const params = receive(request);
      const userId = bearerUser(request);
      if (userId === undefined) return expired();
      if (Number(params.get("member")) !== userId) {
        return HttpResponse.json({ status: 0, message: "Not your actions" }, { status: 403 });
      }
      return ok(
        db.actions.filter((a) => a.account_id === userId).map(({ account_id: _a, ...a }) => a),
      );
    }),
    http.post(url("/api/referral/getReferralCode"), async ({ request }) => {
      receive(request);
      const userId = bearerUser(request);
      if (userId === undefined) return expired();
      const { program } = (await request.json()) as { program?: unknown };
      const campaign = db.campaigns.find((c) => String(c.campaign_id) === String(program));
      if (campaign === undefined) {
        return HttpResponse.json({ status: 0, message: "no such program" }, { status: 404 });
      }
      // like the upstream: the campaign's code (letters and digits), a dash, the member's part
      const prefix = (campaign.refferal_code ?? "REF").replace(/[^A-Za-z0-9]/g, "");
      return ok({ referral_code: `${prefix}-M${userId}`, program: campaign.campaign_id });
    }),
    http.get(url("/api/referral/getLoyaltyState"), ({ request }) => {
      receive(request);
      const hasAuth = request.headers.has("authorization");
      const userId = bearerUser(request);
      if (hasAuth && userId === undefined) return expired();
      return ok({
        ...db.loyalty,
        rewards: userId === undefined ? null : (db.rewards[userId] ?? null),
        promotions: db.campaigns
          .filter((c) => c.campaign_type === "Promotion")
          .map(({ campaign_id, campaign_name, campaign_type, landing_url, refferal_code }) => ({
            campaign_id,
            campaign_name,
            campaign_type,
            landing_url,
            refferal_code,
          })),
      });
    }),
  ];
}
