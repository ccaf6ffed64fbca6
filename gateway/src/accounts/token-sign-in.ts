/**
 * The sign-ins by token, without a password: a Google or Facebook ID token (social sign-in) and
 * a partner's single-sign-on token. Both pass the sign-in limits and deliver the session as the
 * email sign-in does (sign-in.ts).
 */
import {
  ID_TOKEN_MAX_LENGTH,
  ID_TOKEN_PATTERN,
  isFilled,
  isWithinLength,
  messages,
  socialTokenSchema,
  validateWith,
} from "@travel/schema/validation";
import type {
  AccountError,
  AccountErrorCode,
  SignInPayload,
  SocialSignInInput,
  SsoSignInInput,
} from "../__generated__/resolvers-types";
import type { GatewayContext } from "../context";
import { signInFailureMessage } from "./account-rules";
import { failed, jsonSign, sendJsonSign, sendSignIn } from "./sign-in";
import { fromValidation, throttled } from "./user-errors";

/**
 * The jsonSign / jsonRegister token fields of a social provider, with the sign-in attempt's
 * state and nonce secret (the upstream checks the token's nonce against them).
 */
export function socialTokens(
  provider: "GOOGLE" | "FACEBOOK",
  idToken: string,
  attempt: { state?: string | null; nonceSecret?: string | null } = {},
) {
  const proof = {
    state: attempt.state?.trim() ?? "",
    nonce_secret: attempt.nonceSecret?.trim() ?? "",
  };
  return provider === "GOOGLE"
    ? { googletoken: idToken, fbtoken: "", ...proof }
    : { googletoken: "", fbtoken: idToken, ...proof };
}

/** Mutation.socialSignIn: a Google or Facebook ID token, no password. */
export async function socialSignIn(
  ctx: GatewayContext,
  input: SocialSignInInput,
): Promise<SignInPayload> {
  const checked = validateWith(socialTokenSchema, { idToken: input.idToken });
  if ("errors" in checked) return failed(fromValidation(checked.errors));
  const admission = await ctx.abuse.signIn(null, ctx.clientIp);
  if (!admission.allowed) return failed([throttled(admission.retryAfterMs)]);

  const body = jsonSign(ctx, {
    usr_type: 2,
    email_id: "",
    ...socialTokens(input.provider, checked.values.idToken, input),
  });
  const refusal = (answer: { code: number | null }) =>
    answer.code === 404 ? "ACCOUNT_NOT_FOUND" : "SOCIAL_SIGN_IN_FAILED";
  return sendJsonSign(ctx, admission.attempt, body, refusal, {
    tokenDelivery: input.tokenDelivery ?? "COOKIE",
    rememberMe: false,
    allowRedirect: true,
  });
}

/**
 * The refusal of an unusable single-sign-on token, before any upstream call: blank, longer than
 * a signed token may be, or not shaped like one. The message is the upstream's own refusal.
 */
function ssoTokenError(token: string): AccountError | null {
  const refuse = (code: AccountErrorCode): AccountError => ({
    field: "token",
    code,
    message: messages.SSO_SIGN_IN_FAILED,
  });
  if (!isFilled(token)) return refuse("REQUIRED");
  if (!isWithinLength(token, ID_TOKEN_MAX_LENGTH)) return refuse("TOO_LONG");
  if (!ID_TOKEN_PATTERN.test(token)) return refuse("INVALID_FORMAT");
  return null;
}

/** Mutation.ssoSignIn: a partner's single-sign-on token (POST /api/auth/signIn), no password. */
export async function ssoSignIn(
  ctx: GatewayContext,
  input: SsoSignInInput,
): Promise<SignInPayload> {
  const token = input.token.trim();
  const invalid = ssoTokenError(token);
  if (invalid) return failed([invalid]);
  const { client, meta, userAgent } = ctx.accounts;
  const admission = await ctx.abuse.signIn(null, ctx.clientIp);
  if (!admission.allowed) return failed([throttled(admission.retryAfterMs)]);

  return sendSignIn(
    ctx,
    admission.attempt,
    () => client.ssoSignIn(meta, token, ctx.clientIp ?? "", userAgent),
    (answer) => {
      const message = answer.message?.trim()
        ? signInFailureMessage(answer.message)
        : messages.SSO_SIGN_IN_FAILED;
      const unknownAccount = answer.code === 404 || message === messages.SSO_NO_ACCOUNT;
      return {
        field: null,
        code: unknownAccount ? "ACCOUNT_NOT_FOUND" : "SSO_SIGN_IN_FAILED",
        message,
      };
    },
    {
      tokenDelivery: input.tokenDelivery ?? "COOKIE",
      rememberMe: false,
      allowRedirect: true,
      singleSignOn: true,
    },
  );
}
