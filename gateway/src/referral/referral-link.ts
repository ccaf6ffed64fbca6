/**
 * The referral link builder (spec §2, §9): the base is the site URL, else the promotion's landing
 * URL, else the page the traveller is on; it must be an absolute http(s) URL. The query gets
 * referral_code, referral_name, referral_org and (when given) redirect, encoded by
 * URLSearchParams; the base's own query parameters and fragment are kept (ours replace any of
 * the same name).
 */
import { redirectProblem } from "@travel/schema/validation";
import type { ReferralError } from "../__generated__/resolvers-types";

/** Longest currentPage or redirect accepted. */
export const MAX_LINK_INPUT_LENGTH = 2048;

export const referralLinkMessages = {
  SIGN_IN_REQUIRED: "Please sign in to share your referral link",
  PROMOTION_NOT_FOUND: "This promotion is not available",
  NO_BASE_URL: "There is no page address to build the link on",
  INVALID_URL: "The page address must be an absolute http or https address",
  TOO_LONG: `Must be at most ${MAX_LINK_INPUT_LENGTH} characters`,
  INVALID_REDIRECT: "The redirect must be a path on this site, such as /promotions",
} as const;

export type ReferralLinkBase = "siteUrl" | "landingUrl" | "currentPage";

export interface ReferralLinkParts {
  /** PUBLIC_SITE_URL, when configured. */
  siteUrl: string | null;
  /** The promotion's landing URL. */
  landingUrl: string | null;
  /** The page the traveller is on (input.currentPage). */
  currentPage: string | null;
  /** The promotion's referral code (upstream `refferal_code`). */
  referralCode: string | null;
  firstName: string | null;
  lastName: string | null;
  /** The site's organisation id. */
  orgId: number;
  /** Where the referred person should land after sign-up (input.redirect). */
  redirect: string | null;
}

export type ReferralLinkResult = { url: string; base: ReferralLinkBase } | { error: ReferralError };

const filled = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
};

/** The base of the link, by the spec's precedence. */
export function referralLinkBase(
  parts: Pick<ReferralLinkParts, "siteUrl" | "landingUrl" | "currentPage">,
): { base: ReferralLinkBase; url: string } | null {
  const siteUrl = filled(parts.siteUrl);
  if (siteUrl) return { base: "siteUrl", url: siteUrl };
  const landingUrl = filled(parts.landingUrl);
  if (landingUrl) return { base: "landingUrl", url: landingUrl };
  const currentPage = filled(parts.currentPage);
  return currentPage ? { base: "currentPage", url: currentPage } : null;
}

/** An absolute http(s) URL, or null. */
export function absoluteHttpUrl(raw: string): URL | null {
  if (!URL.canParse(raw)) return null;
  const url = new URL(raw);
  return url.protocol === "http:" || url.protocol === "https:" ? url : null;
}

/** "First Last", either part left out when missing. */
export function referralName(firstName: string | null, lastName: string | null): string {
  return [filled(firstName), filled(lastName)].filter((part) => part !== null).join(" ");
}

/**
 * The first input that is too long, or a redirect that is not a path of this site (spec §9: the
 * sign-up honours on-site paths only), as a ReferralError; null when both are fine.
 */
export function referralLinkInputError(input: {
  currentPage?: string | null | undefined;
  redirect?: string | null | undefined;
}): ReferralError | null {
  const tooLong = (["currentPage", "redirect"] as const).find(
    (field) => (input[field]?.length ?? 0) > MAX_LINK_INPUT_LENGTH,
  );
  if (tooLong) return { field: tooLong, code: "TOO_LONG", message: referralLinkMessages.TOO_LONG };
  const redirect = filled(input.redirect);
  if (redirect !== null && redirectProblem(redirect) !== null) {
    return {
      field: "redirect",
      code: "INVALID_URL",
      message: referralLinkMessages.INVALID_REDIRECT,
    };
  }
  return null;
}

export function buildReferralLinkUrl(parts: ReferralLinkParts): ReferralLinkResult {
  const inputError = referralLinkInputError(parts);
  if (inputError) return { error: inputError };
  const base = referralLinkBase(parts);
  if (!base) {
    return {
      error: { field: "currentPage", code: "REQUIRED", message: referralLinkMessages.NO_BASE_URL },
    };
  }
  const url = absoluteHttpUrl(base.url);
  if (!url) {
    return {
      error: {
        field: base.base === "currentPage" ? "currentPage" : null,
        code: "INVALID_URL",
        message: referralLinkMessages.INVALID_URL,
      },
    };
  }
  const params = url.searchParams;
  const code = filled(parts.referralCode);
  if (code) params.set("referral_code", code);
  const name = referralName(parts.firstName, parts.lastName);
  if (name) params.set("referral_name", name);
  params.set("referral_org", String(parts.orgId));
  const redirect = filled(parts.redirect);
  if (redirect) params.set("redirect", redirect);
  return { url: url.href, base: base.base };
}
