/**
 * Typed client of the upstream referral and loyalty endpoints (spec §7). Calls are made for the
 * signed-in user with the session token as `Authorization: Bearer <token>`, exactly like
 * checkLogin; getLoyaltyState also answers without one. Every call has a time limit.
 */
import { contractDecoder, dataDecoder } from "../upstream/contract";
import type { UpstreamCallMeta, UpstreamHttp } from "../upstream/http";
import type {
  ActionEntry,
  CampaignEntry,
  LoyaltyStateEntry,
  ReferralListPage,
} from "./referral.mappers";

export const REFERRAL_PATHS = {
  campaignList: "/api/referral/getCampaignList",
  referralList: "/api/referral/getReferralList",
  actionsList: "/api/referral/getActionsList",
  loyaltyState: "/api/referral/getLoyaltyState",
  referralCode: "/api/referral/getReferralCode",
} as const;

const decodeCampaignList = dataDecoder("get", REFERRAL_PATHS.campaignList);
const decodeReferralList = dataDecoder("get", REFERRAL_PATHS.referralList);
const decodeActionsList = dataDecoder("get", REFERRAL_PATHS.actionsList);
const decodeLoyaltyState = dataDecoder("get", REFERRAL_PATHS.loyaltyState);
const decodeReferralCode = contractDecoder(
  "post",
  REFERRAL_PATHS.referralCode,
  (b) => b.data.referral_code,
);

/** Spec §9: the referral list's page size. */
export const REFERRAL_PAGE_SIZE = 5;

export interface ReferralClient {
  getCampaignList(
    meta: UpstreamCallMeta,
    token: string,
    campaignType: string,
  ): Promise<CampaignEntry[]>;
  /** One page of the user's referrals in a programme, always five per page. */
  getReferralList(
    meta: UpstreamCallMeta,
    token: string,
    query: { program: string; page: number },
  ): Promise<ReferralListPage>;
  getActionsList(meta: UpstreamCallMeta, token: string, member: number): Promise<ActionEntry[]>;
  /** The loyalty programme; rewards only when `token` is given. */
  getLoyaltyState(meta: UpstreamCallMeta, token: string | undefined): Promise<LoyaltyStateEntry>;
  /** The user's referral code for a programme (made on first use upstream): what links carry. */
  getReferralCode(meta: UpstreamCallMeta, token: string, program: string): Promise<string>;
}

export interface ReferralClientOptions {
  /** Time limit of each call in milliseconds. */
  timeoutMs: number;
}

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

export function createReferralClient(
  http: UpstreamHttp,
  options: ReferralClientOptions,
): ReferralClient {
  const P = REFERRAL_PATHS;
  const as = (token: string | undefined) => ({ bearer: token, timeoutMs: options.timeoutMs });
  return {
    getCampaignList: (meta, token, campaignType) =>
      http.get(
        `${P.campaignList}?${query({ campaign_type: campaignType })}`,
        meta,
        decodeCampaignList,
        as(token),
      ),
    getReferralList: (meta, token, { program, page }) =>
      http.get(
        `${P.referralList}?${query({ program, per_page: String(REFERRAL_PAGE_SIZE), page: String(page) })}`,
        meta,
        decodeReferralList,
        as(token),
      ),
    getActionsList: (meta, token, member) =>
      http.get(
        `${P.actionsList}?${query({ member: String(member) })}`,
        meta,
        decodeActionsList,
        as(token),
      ),
    getLoyaltyState: (meta, token) => http.get(P.loyaltyState, meta, decodeLoyaltyState, as(token)),
    getReferralCode: (meta, token, program) =>
      http.post(P.referralCode, { program }, meta, decodeReferralCode, as(token)),
  };
}
