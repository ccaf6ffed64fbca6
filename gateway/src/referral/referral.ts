/** Mutation.buildReferralLink: the signed-in traveller's link for a promotion (spec §2, §9). */
import type {
  ReferralLinkInput,
  ReferralLinkPayload,
  ReferralError,
} from "../__generated__/resolvers-types";
import { upstreamUnavailable } from "../accounts/user-errors";
import type { GatewayContext } from "../context";
import {
  buildReferralLinkUrl,
  referralLinkInputError,
  referralLinkMessages,
} from "./referral-link";
import { DEFAULT_CAMPAIGN_TYPE } from "./referral-rules";

const failed = (error: ReferralError): ReferralLinkPayload => ({ url: null, errors: [error] });

export async function buildReferralLink(
  ctx: GatewayContext,
  input: ReferralLinkInput,
): Promise<ReferralLinkPayload> {
  const check = await ctx.loaders.loginCheck.load();
  if (!check || !ctx.session.current) {
    return failed({
      field: null,
      code: "SIGN_IN_REQUIRED",
      message: referralLinkMessages.SIGN_IN_REQUIRED,
    });
  }
  const inputError = referralLinkInputError(input);
  if (inputError) return failed(inputError);

  const promotions = await ctx.loaders.campaigns.load(DEFAULT_CAMPAIGN_TYPE);
  if (promotions === null) return failed(upstreamUnavailable());
  const promotionId = input.promotionId?.trim() || null;
  const promotion = promotionId
    ? promotions.find((p) => String(p.campaign_id) === promotionId)
    : promotions[0];
  if (!promotion) {
    return failed({
      field: promotionId ? "promotionId" : null,
      code: "PROMOTION_NOT_FOUND",
      message: referralLinkMessages.PROMOTION_NOT_FOUND,
    });
  }
  // the member's own code for this promotion: a sign-up with it credits them (not the bare
  // campaign code, which names nobody)
  const referralCode = await ctx.loaders.referralCodes.load(String(promotion.campaign_id));
  if (referralCode === null) return failed(upstreamUnavailable());
  const site = await ctx.loaders.siteConfig.load();
  // orgId 0 is the fallback of an unavailable site configuration (already logged)
  if (!(site.orgId > 0)) return failed(upstreamUnavailable());

  const result = buildReferralLinkUrl({
    siteUrl: ctx.referral.publicSiteUrl,
    landingUrl: promotion.landing_url,
    currentPage: input.currentPage ?? null,
    referralCode,
    firstName: check.profile.first_name,
    lastName: check.profile.last_name,
    orgId: site.orgId,
    redirect: input.redirect ?? null,
  });
  return "error" in result ? failed(result.error) : { url: result.url, errors: [] };
}
