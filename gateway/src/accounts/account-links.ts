/** Emailed-link flows (verify account, reset password) and signing out. */
import {
  changePasswordSchema,
  linkKeySchema,
  messages,
  requestPasswordResetSchema,
  validateWith,
} from "@travel/schema/validation";
import type {
  ChangePasswordInput,
  ChangePasswordPayload,
  RequestPasswordResetInput,
  RequestPasswordResetPayload,
  SignOutPayload,
  VerifyAccountInput,
  VerifyAccountPayload,
} from "../__generated__/resolvers-types";
import type { GatewayContext } from "../context";
import { withFallback } from "../upstream/fallback";
import { reportActivity } from "./activity";
import { fromValidation, tooManyAttempts, upstreamUnavailable } from "./user-errors";
import { attemptUpstream } from "./upstream-attempt";

/** Mutation.verifyAccount: the upstream's message when the key is refused. */
export async function verifyAccount(
  ctx: GatewayContext,
  input: VerifyAccountInput,
): Promise<VerifyAccountPayload> {
  const checked = validateWith(linkKeySchema, { key: input.key });
  if ("errors" in checked) return { verified: false, errors: fromValidation(checked.errors) };
  const { client, meta } = ctx.accounts;
  const answer = await attemptUpstream(
    () => client.verifyAccount(meta, checked.values.key),
    ctx.logger,
  );
  if (!answer) return { verified: false, errors: [upstreamUnavailable()] };
  if (answer.ok) return { verified: true, errors: [] };
  const message = answer.message ?? messages.INVALID_LINK;
  return { verified: false, errors: [{ field: null, code: "VERIFICATION_FAILED", message }] };
}

/**
 * Mutation.requestPasswordReset: accepted whatever the account, once the upstream answered.
 * Limited per target email and per address (every request counts: each may send a mail).
 */
export async function requestPasswordReset(
  ctx: GatewayContext,
  input: RequestPasswordResetInput,
): Promise<RequestPasswordResetPayload> {
  const checked = validateWith(requestPasswordResetSchema, { email: input.email });
  if ("errors" in checked) return { accepted: false, errors: fromValidation(checked.errors) };
  const admission = await ctx.abuse.passwordReset(checked.values.email, ctx.clientIp);
  if (!admission.allowed) {
    return { accepted: false, errors: [tooManyAttempts(admission.retryAfterMs)] };
  }
  const { client, meta } = ctx.accounts;
  const answer = await attemptUpstream(
    () => client.forgotPassword(meta, checked.values.email),
    ctx.logger,
  );
  return answer
    ? { accepted: true, errors: [] }
    : { accepted: false, errors: [upstreamUnavailable()] };
}

/**
 * Mutation.changePassword: the shared password rules, then the upstream's verdict; a changed
 * password lifts the account's sign-in limits (the upstream names the account).
 */
export async function changePassword(
  ctx: GatewayContext,
  input: ChangePasswordInput,
): Promise<ChangePasswordPayload> {
  const key = validateWith(linkKeySchema, { key: input.key });
  const passwords = validateWith(changePasswordSchema, {
    password: input.password,
    confirmPassword: input.confirmPassword,
  });
  if ("errors" in key || "errors" in passwords) {
    return {
      changed: false,
      errors: [
        ...("errors" in key ? fromValidation(key.errors) : []),
        ...("errors" in passwords ? fromValidation(passwords.errors) : []),
      ],
    };
  }
  const { client, meta } = ctx.accounts;
  const answer = await attemptUpstream(
    () => client.changePassword(meta, key.values.key, passwords.values.password),
    ctx.logger,
  );
  if (!answer) return { changed: false, errors: [upstreamUnavailable()] };
  if (answer.ok) {
    if (answer.email) await ctx.abuse.passwordChanged(answer.email);
    return { changed: true, errors: [] };
  }
  const message = answer.message ?? messages.INVALID_LINK;
  return { changed: false, errors: [{ field: null, code: "CHANGE_PASSWORD_FAILED", message }] };
}

/** Mutation.signOut: ends the upstream session when there is one; always signed out. */
export async function signOut(ctx: GatewayContext): Promise<SignOutPayload> {
  const current = ctx.session.current;
  ctx.session.clearSessionCookie();
  if (!current) return { signedOut: true };
  const { client, meta } = ctx.accounts;
  const check = await ctx.loaders.loginCheck.load();
  await withFallback(
    () => client.logout(meta, current.token),
    () => true,
    ctx.logger,
  );
  if (check) {
    reportActivity(client, meta, ctx.logger, {
      userId: check.profile.userId,
      ip: ctx.clientIp ?? "",
      action: "logout",
    });
  }
  return { signedOut: true };
}
