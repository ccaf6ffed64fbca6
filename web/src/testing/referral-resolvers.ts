import { createHash } from "node:crypto";
import type { ReferralErrorCode } from "../__generated__/graphql";
import type { Db } from "./db";

/**
 * Root fields of the savings and referral modules (schema/savings.graphql, schema/referral.graphql)
 * over the in-memory db, following the contract: signed-out visitors get empty lists, referrals
 * come five per page, newest first.
 */

const PER_PAGE = 5;
const PROGRAM_ID = "WFH-DAILY";
/** The gateway's default campaign type (spec §9) and its checks of arguments. */
const DEFAULT_CAMPAIGN_TYPE = "Promotion";
const CAMPAIGN_TYPE = /^[A-Za-z][A-Za-z0-9 _-]{0,49}$/;
const PROGRAM = /^[1-9]\d{0,9}$/;
/** Longest currentPage or redirect the link builder accepts. */
const MAX_LINK_INPUT_LENGTH = 2048;

const userError = (message: string, code: ReferralErrorCode, field: string | null = null) => ({
  field,
  code,
  message,
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A value with something in it, trimmed; null when missing or blank. */
const filled = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
};

/** An absolute http(s) URL, or null (the gateway accepts no other base for a link). */
const absoluteHttpUrl = (raw: string): URL | null => {
  if (!URL.canParse(raw)) return null;
  const url = new URL(raw);
  return url.protocol === "http:" || url.protocol === "https:" ? url : null;
};

interface ReferralLinkInput {
  promotionId?: string | null;
  currentPage?: string | null;
  redirect?: string | null;
}

/**
 * Mutation.buildReferralLink as the gateway answers it (gateway/src/referral/referral.ts and
 * referral-link.ts): signed-in only; the promotion is one of the Promotion campaigns (the first
 * when none is named); the base is the site URL, else the promotion's landing URL, else the
 * current page, an absolute http(s) address; referral_code, referral_name, referral_org and
 * redirect are set with URLSearchParams, keeping the base's own parameters and fragment.
 */
function buildReferralLink(data: Db, input: ReferralLinkInput) {
  const failed = (error: ReturnType<typeof userError>) => ({ url: null, errors: [error] });
  const viewer = data.viewer;
  if (!viewer) {
    return failed(userError("Please sign in to share your referral link", "SIGN_IN_REQUIRED"));
  }
  const tooLong = (["currentPage", "redirect"] as const).find(
    (field) => (input[field]?.length ?? 0) > MAX_LINK_INPUT_LENGTH,
  );
  if (tooLong) {
    return failed(
      userError(`Must be at most ${MAX_LINK_INPUT_LENGTH} characters`, "TOO_LONG", tooLong),
    );
  }
  const promotions = data.campaigns.filter(
    (c) => c.campaignType.toLowerCase() === DEFAULT_CAMPAIGN_TYPE.toLowerCase(),
  );
  const promotionId = filled(input.promotionId);
  const promotion = promotionId ? promotions.find((p) => p.id === promotionId) : promotions[0];
  if (!promotion) {
    return failed(
      userError(
        "This promotion is not available",
        "PROMOTION_NOT_FOUND",
        promotionId ? "promotionId" : null,
      ),
    );
  }
  const bases = [
    ["siteUrl", filled(data.publicSiteUrl)],
    ["landingUrl", filled(promotion.landingUrl)],
    ["currentPage", filled(input.currentPage)],
  ] as const;
  const base = bases.find(([, value]) => value !== null);
  if (!base) {
    return failed(
      userError("There is no page address to build the link on", "REQUIRED", "currentPage"),
    );
  }
  const url = absoluteHttpUrl(base[1] ?? "");
  if (!url) {
    return failed(
      userError(
        "The page address must be an absolute http or https address",
        "INVALID_URL",
        base[0] === "currentPage" ? "currentPage" : null,
      ),
    );
  }
  const code = filled(promotion.referralCode);
  if (code) url.searchParams.set("referral_code", code);
  const name = [filled(viewer.firstName), filled(viewer.lastName)]
    .filter((part) => part !== null)
    .join(" ");
  if (name) url.searchParams.set("referral_name", name);
  url.searchParams.set("referral_org", data.siteConfig.orgId);
  const redirect = filled(input.redirect);
  if (redirect) url.searchParams.set("redirect", redirect);
  return { url: url.href, errors: [] };
}

export function referralResolvers(data: Db) {
  const failIfAsked = () => {
    if (data.referralFailure) throw new Error(data.referralFailure);
  };
  const promotions = () =>
    data.loyalty.promotionIds
      .map((id) => data.campaigns.find((c) => c.id === id))
      .filter((c) => c !== undefined);

  return {
    campaigns: ({ campaignType }: { campaignType?: string | null }) => {
      failIfAsked();
      const type = filled(campaignType) ?? DEFAULT_CAMPAIGN_TYPE;
      if (!data.viewer || !CAMPAIGN_TYPE.test(type)) return [];
      return data.campaigns.filter((c) => c.campaignType.toLowerCase() === type.toLowerCase());
    },
    referrals: ({ program, page: asked }: { program: string; page?: number | null }) => {
      failIfAsked();
      // As the gateway: page 1 when omitted or below 1; an empty page for a bad programme id.
      const page = asked === null || asked === undefined || asked < 1 ? 1 : asked;
      const viewer = data.viewer;
      const all =
        viewer && PROGRAM.test(program.trim())
          ? data.referrals
              .filter((r) => r.programId === program.trim() && r.referrerId === viewer.id)
              .sort((a, b) => b.referredAt.localeCompare(a.referredAt))
          : [];
      const start = (page - 1) * PER_PAGE;
      return {
        items: all.slice(start, start + PER_PAGE).map(withCreditAmount),
        count: all.length,
        page,
        perPage: PER_PAGE,
        totalPages: Math.ceil(all.length / PER_PAGE),
      };
    },
    referralActions: () => {
      failIfAsked();
      const viewer = data.viewer;
      return viewer ? data.referralActions.filter((a) => a.memberId === viewer.id) : [];
    },
    loyalty: () => {
      failIfAsked();
      const { enabled, startDate, endDate, rewards } = data.loyalty;
      return {
        enabled,
        startDate,
        endDate,
        rewards: data.viewer ? withCreditAmount(rewards[data.viewer.id] ?? null) : null,
        promotions: enabled ? promotions() : [],
      };
    },
    buildReferralLink: ({ input }: { input: ReferralLinkInput }) => {
      data.calls.buildReferralLink.push(input);
      return buildReferralLink(data, input);
    },
  };
}

export function savingsResolvers(data: Db) {
  const director = (viewerId: string) => {
    const memberId = `WFH${viewerId}`;
    const cvt = createHash("sha256").update(`${PROGRAM_ID}${PROGRAM_ID}${memberId}`).digest("hex");
    return `${data.savings.siteUrl}/director?cvt=${cvt}`;
  };
  return {
    startDailySavings: async () => {
      data.calls.startDailySavings += 1;
      if (data.savings.latencyMs > 0) await wait(data.savings.latencyMs);
      const viewer = data.viewer;
      if (!viewer) {
        return { signInRequired: true, isNew: true, redirect: "action:showSignin", errors: [] };
      }
      if (data.savings.members.includes(viewer.id)) {
        return { signInRequired: false, isNew: false, redirect: director(viewer.id), errors: [] };
      }
      if (data.savings.provider === "fail") {
        return { signInRequired: false, isNew: true, redirect: "", errors: [] };
      }
      data.savings.members.push(viewer.id);
      return { signInRequired: false, isNew: true, redirect: director(viewer.id), errors: [] };
    },
  };
}

/** The credit as the gateway also gives it, a `Money` (`creditAmount`) beside the Float. */
function withCreditAmount<T extends { credit: number; currencyCode: string } | null>(record: T) {
  return (
    record && { ...record, creditAmount: { amount: record.credit, currency: record.currencyCode } }
  );
}
