/**
 * The sign-up's details step: the optional link parameters, the details checked with the shared
 * schema (access code required per site config), the existence check and the access-code check.
 */
import {
  checkAccountSchema,
  messages,
  signUpDetailsSchema,
  validateWith,
  type SignUpDetails,
} from "@travel/schema/validation";
import type {
  AccountError,
  CheckAccountInput,
  CheckAccountPayload,
  SignUpDetailsInput,
  ValidateSignUpDetailsPayload,
} from "../__generated__/resolvers-types";
import type { GatewayContext } from "../context";
import { attemptUpstream } from "./upstream-attempt";
import { fromValidation, tooManyAttempts, upstreamUnavailable } from "./user-errors";

const LINK_CODE = /^[A-Za-z0-9._~-]{1,100}$/;

/** Optional link parameters (master code, referral, trip): trimmed; "" when absent. */
export function linkParameter(raw: string | null | undefined): string | null {
  const value = (raw ?? "").trim();
  return value === "" || LINK_CODE.test(value) ? value : null;
}

/** Checks the optional link parameters; errors name the input field. */
export function linkParameterErrors(
  params: Record<string, string | null | undefined>,
): AccountError[] {
  return Object.entries(params)
    .filter(([, raw]) => linkParameter(raw) === null)
    .map(([field]) => ({ field, code: "INVALID_FORMAT", message: messages.INVALID_VALUE }));
}

export type Details = SignUpDetails;

export interface CheckedDetails {
  details?: Details;
  masterCode: string;
  errors: AccountError[];
}

/** Validates the details step with the shared schema (access code required per site config). */
export async function checkDetails(
  ctx: GatewayContext,
  input: SignUpDetailsInput,
  prefix: string,
): Promise<CheckedDetails> {
  const masterCode = linkParameter(input.masterCode);
  const site = await ctx.loaders.siteConfig.load();
  const accessCodeRequired = site.enableAccessCode === 1 && !masterCode;
  const checked = validateWith(signUpDetailsSchema({ accessCodeRequired }), input);
  const errors: AccountError[] = [
    ...("errors" in checked ? fromValidation(checked.errors, prefix) : []),
    ...linkParameterErrors({ [`${prefix}masterCode`]: input.masterCode }),
  ];
  return {
    ...("values" in checked ? { details: checked.values } : {}),
    masterCode: masterCode ?? "",
    errors,
  };
}

/**
 * Mutation.checkAccount: code 404 → new; code 201 → exists, with the upstream's message.
 * Limited per address (every check counts), so it cannot be used to list accounts.
 */
export async function checkAccount(
  ctx: GatewayContext,
  input: CheckAccountInput,
): Promise<CheckAccountPayload> {
  const checked = validateWith(checkAccountSchema, { email: input.email });
  if ("errors" in checked) {
    return { isNew: false, message: null, errors: fromValidation(checked.errors) };
  }
  const admission = await ctx.abuse.accountCheck(ctx.clientIp);
  if (!admission.allowed) {
    return { isNew: false, message: null, errors: [tooManyAttempts(admission.retryAfterMs)] };
  }
  const { client, meta } = ctx.accounts;
  const answer = await attemptUpstream(
    () => client.checkAccountForExists(meta, checked.values.email),
    ctx.logger,
  );
  if (answer?.code === 404) return { isNew: true, message: null, errors: [] };
  if (answer?.code === 201) return { isNew: false, message: answer.resp, errors: [] };
  if (answer) ctx.logger.error("unexpected account-existence code", { code: answer.code });
  return { isNew: false, message: null, errors: [upstreamUnavailable()] };
}

/**
 * Mutation.validateSignUpDetails: the details, then the access code upstream when one is given.
 * Refused codes are limited per address (counted before the upstream answers; an accepted
 * code gives its count back).
 */
export async function validateSignUpDetails(
  ctx: GatewayContext,
  input: SignUpDetailsInput,
): Promise<ValidateSignUpDetailsPayload> {
  const { details, masterCode, errors } = await checkDetails(ctx, input, "");
  if (!details || errors.length > 0) return { valid: false, errors };
  if (details.accessCode === "" && masterCode === "") return { valid: true, errors: [] };
  const admission = await ctx.abuse.accessCode(ctx.clientIp);
  if (!admission.allowed) {
    return { valid: false, errors: [tooManyAttempts(admission.retryAfterMs)] };
  }
  const { client, meta } = ctx.accounts;
  const answer = await attemptUpstream(
    () =>
      client.validateAccessCode(meta, {
        accesscode: details.accessCode,
        mastercode: masterCode,
        email_id: details.email,
      }),
    ctx.logger,
  );
  if (!answer) return { valid: false, errors: [upstreamUnavailable()] };
  if (answer.valid) {
    await admission.attempt.release();
    return { valid: true, errors: [] };
  }
  const message = answer.resp ?? messages.ACCESS_CODE_REQUIRED;
  return { valid: false, errors: [{ field: "accessCode", code: "INVALID_ACCESS_CODE", message }] };
}

/**
 * A sign-up that sends an access code has it checked upstream as validateSignUpDetails does:
 * it counts against the same per-address limit unless the account is created.
 */
export function accessCodeAdmission(ctx: GatewayContext, accessCode: string) {
  return accessCode === "" ? Promise.resolve(null) : ctx.abuse.accessCode(ctx.clientIp);
}
