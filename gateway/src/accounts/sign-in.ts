/**
 * The sign-in flows: validate, pass the sign-in limits (platform/abuse: counted before the
 * upstream checks anything, kept unless the credentials were right), call upstream, deliver
 * the session, build the viewer (the sign-ins by token: token-sign-in.ts).
 */
import {
  ACCESS_CODE_MAX_LENGTH,
  isAccessCode,
  isWithinLength,
  messages,
  signInSchema,
  tooLongMessage,
  validateWith,
} from "@travel/schema/validation";
import type {
  SignInInput,
  SignInPayload,
  TokenDelivery,
  AccountError,
  AccountErrorCode,
} from "../__generated__/resolvers-types";
import type { GatewayContext } from "../context";
import { signInPreferenceCookies } from "../preferences/sign-in-preferences";
import { turnedAway, type UpstreamError } from "../upstream/errors";
import { withFallback } from "../upstream/fallback";
import type { SignInAttempt } from "../platform/abuse/abuse-guard";
import { promotionRedirect, signInFailureMessage, userTypeFromEmail } from "./account-rules";
import type { JsonSign } from "./accounts.client";
import type { SignInResponse, SignInResult } from "./accounts.mappers";
import { reportActivity } from "./activity";
import { fromValidation, throttled, upstreamUnavailable } from "./user-errors";
import { attemptUpstream } from "./upstream-attempt";
import { loginCheckFromSignIn, toViewer } from "./viewer";

export const failed = (errors: AccountError[]): SignInPayload => ({
  viewer: null,
  token: null,
  expiresAt: null,
  redirectTo: null,
  errors,
});

export interface SessionDelivery {
  tokenDelivery: TokenDelivery;
  rememberMe: boolean;
  allowRedirect: boolean;
  /** The session comes from single sign-on (kept when the login check cannot say so). */
  singleSignOn?: boolean;
}

/**
 * After an upstream sign-in: delivers the token (cookie or payload) and, to a browser, its
 * `currency_code` and `language` cookies: the stored currency, and the language chosen in this
 * browser (saved on the account) else the stored one (preferences/sign-in-preferences.ts), so a
 * choice made in another browser follows the traveller and one made here is kept. Builds the
 * full viewer from a login check (falling back to the sign-in result), sets a browser's
 * `org_id` and `user_data` cookies (spec §3) and reports the login activity without waiting.
 */
export async function completeSignIn(
  ctx: GatewayContext,
  result: SignInResult,
  delivery: SessionDelivery,
): Promise<SignInPayload> {
  const { client, meta } = ctx.accounts;
  if (delivery.tokenDelivery === "COOKIE") {
    ctx.session.setSessionCookie(result.token, delivery.rememberMe);
    // before the login check, so the viewer shows the language saved here
    ctx.session.setPreferenceCookies(
      await signInPreferenceCookies(ctx, result.token, {
        currencyCode: result.currency_code,
        language: result.language,
      }),
    );
  }
  const check = (await withFallback(
    () => client.checkLogin(meta, result.token),
    () => null,
    ctx.logger,
  )) ?? { ...loginCheckFromSignIn(result), isSso: delivery.singleSignOn ?? false };
  const site = await ctx.loaders.siteConfig.load();
  reportActivity(client, meta, ctx.logger, {
    userId: result.userId,
    ip: ctx.clientIp ?? "",
    action: "login",
  });
  const viewer = toViewer(check, result, site.allowBookingWithoutSession === 1);
  if (delivery.tokenDelivery === "COOKIE") {
    ctx.session.setAccountCookies({
      // organisation 0 is the fallback of an unreadable site configuration: no cookie then
      orgId: site.orgId > 0 ? String(site.orgId) : null,
      userData: { firstName: viewer.firstName ?? null, userType: viewer.userType },
      rememberMe: delivery.rememberMe,
    });
  }
  return {
    viewer,
    token: delivery.tokenDelivery === "BEARER" ? result.token : null,
    expiresAt: result.expires_at,
    redirectTo: promotionRedirect(result.is_promotion === 1, delivery.allowRedirect),
    errors: [],
  };
}

export function jsonSign(
  ctx: GatewayContext,
  fields: Partial<JsonSign> & Pick<JsonSign, "usr_type" | "email_id">,
): JsonSign {
  return {
    password: "",
    googletoken: "",
    fbtoken: "",
    site_url: ctx.accounts.siteUrl,
    accesscode: "",
    isPasswordAttempt: false,
    remember: false,
    promotions: { isPromotionVisited: false },
    userdetails: {
      usr_email_id: fields.email_id,
      first_name: "",
      last_name: "",
      mastercode: ctx.accounts.masterCode,
    },
    ...fields,
  };
}

/** An attempt the upstream turned away unchecked does not count against the sign-in limits. */
export const giveBackIfUnchecked = (attempt: SignInAttempt) => (err: UpstreamError) =>
  turnedAway(err) ? attempt.unchecked() : Promise.resolve();

/**
 * A sign-in sent under its admitted attempt: an unreachable upstream is UPSTREAM_UNAVAILABLE (an
 * attempt the upstream turned away unchecked is given back), a refusal the error `refusal`
 * makes of it, an acceptance a succeeded attempt and the session delivered.
 */
export async function sendSignIn(
  ctx: GatewayContext,
  attempt: SignInAttempt,
  send: () => Promise<SignInResponse>,
  refusal: (answer: Extract<SignInResponse, { ok: false }>) => AccountError,
  delivery: SessionDelivery,
): Promise<SignInPayload> {
  const answer = await attemptUpstream(send, ctx.logger, giveBackIfUnchecked(attempt));
  if (!answer) return failed([upstreamUnavailable()]);
  if (!answer.ok) return failed([refusal(answer)]);
  await attempt.succeeded();
  return completeSignIn(ctx, answer.result, delivery);
}

/** The optional access code of a sign-in: at most 50 characters, only those of a code. */
export function signInAccessCodeErrors(accessCode: string): AccountError[] {
  if (!isWithinLength(accessCode, ACCESS_CODE_MAX_LENGTH)) {
    return [
      { field: "accessCode", code: "TOO_LONG", message: tooLongMessage(ACCESS_CODE_MAX_LENGTH) },
    ];
  }
  if (accessCode !== "" && !isAccessCode(accessCode)) {
    return [{ field: "accessCode", code: "INVALID_CHARACTERS", message: messages.INVALID_VALUE }];
  }
  return [];
}

/**
 * A jsonSign sent with sendSignIn (POST /api/signIn): a refusal is the error of code `code`
 * with the upstream's message in the web app's words.
 */
export function sendJsonSign(
  ctx: GatewayContext,
  attempt: SignInAttempt,
  body: JsonSign,
  code: (answer: Extract<SignInResponse, { ok: false }>) => AccountErrorCode,
  delivery: SessionDelivery,
): Promise<SignInPayload> {
  const { client, meta, userAgent } = ctx.accounts;
  return sendSignIn(
    ctx,
    attempt,
    () => client.signIn(meta, body, userAgent),
    (answer) => ({
      field: null,
      code: code(answer),
      message: signInFailureMessage(answer.message),
    }),
    delivery,
  );
}

/** Mutation.signIn: email and password. */
export async function signIn(ctx: GatewayContext, input: SignInInput): Promise<SignInPayload> {
  const checked = validateWith(signInSchema, { email: input.email, password: input.password });
  const accessCode = (input.accessCode ?? "").trim();
  const accessCodeErrors = signInAccessCodeErrors(accessCode);
  if ("errors" in checked || accessCodeErrors.length > 0) {
    return failed([
      ...("errors" in checked ? fromValidation(checked.errors) : []),
      ...accessCodeErrors,
    ]);
  }
  const { email, password } = checked.values;
  const admission = await ctx.abuse.signIn(email, ctx.clientIp);
  if (!admission.allowed) return failed([throttled(admission.retryAfterMs)]);

  const rememberMe = input.rememberMe ?? false;
  const body = jsonSign(ctx, {
    usr_type: userTypeFromEmail(email),
    email_id: email,
    password,
    accesscode: accessCode,
    isPasswordAttempt: true,
    remember: rememberMe,
    promotions: { isPromotionVisited: input.promotionVisited ?? false },
  });
  return sendJsonSign(ctx, admission.attempt, body, () => "SIGN_IN_FAILED", {
    tokenDelivery: input.tokenDelivery ?? "COOKIE",
    rememberMe,
    allowRedirect: input.allowRedirect ?? true,
  });
}
