/** The sign-up flows: existence check, details (access code), email and social sign-up. */
import {
  checkAccountSchema,
  messages,
  passwordStepSchema,
  signUpDetailsSchema,
  socialTokenSchema,
  validateWith,
} from "@travel/schema/validation";
import type {
  CheckAccountInput,
  CheckAccountPayload,
  SignUpDetailsInput,
  SignUpInput,
  SignUpPayload,
  SocialSignUpInput,
  AccountError,
  ValidateSignUpDetailsPayload,
} from "../__generated__/resolvers-types";
import type { GatewayContext } from "../context";
import { signUpOutcome } from "./account-rules";
import { attemptWrite, invalidKey, writeKey } from "../platform/idempotent-write";
import type { JsonRegister } from "./accounts.client";
import type { SignUpResult } from "./accounts.mappers";
import { completeSignIn, socialTokens } from "./sign-in";
import { fromValidation, tooManyAttempts, upstreamUnavailable } from "./user-errors";
import { attemptUpstream } from "./upstream-attempt";

/** Spec §9: sign-up default language and default nationality id. */
export const DEFAULT_SIGN_UP_LANGUAGE = "en-US";
export const DEFAULT_NATIONALITY_ID = 1;

const LINK_CODE = /^[A-Za-z0-9._~-]{1,100}$/;
const LANGUAGE = /^[a-z]{2,3}(?:-[A-Za-z]{2,4})?$/;

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

type Details = {
  accessCode: string;
  email: string;
  title: string;
  firstName: string;
  lastName: string;
  nationalityId: string;
  phoneCountryCode: string;
  phoneNumber: string;
};

interface CheckedDetails {
  details?: Details;
  masterCode: string;
  errors: AccountError[];
}

/** Validates the details step with the shared schema (access code required per site config). */
async function checkDetails(
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
function accessCodeAdmission(ctx: GatewayContext, accessCode: string) {
  return accessCode === "" ? Promise.resolve(null) : ctx.abuse.accessCode(ctx.clientIp);
}

export interface RegisterExtras {
  password: string;
  googletoken: string;
  fbtoken: string;
  state?: string;
  nonce_secret?: string;
  masterCode: string;
  language: string;
  referralCode: string;
  referralOrg: string;
  tripId: string;
}

/** Spec §3 jsonRegister from checked details. */
export function buildJsonRegister(
  details: Details,
  extras: RegisterExtras,
  site: { siteUrl: string; siteId: number; clientIp: string },
): JsonRegister {
  const nationality = /^\d+$/.test(details.nationalityId)
    ? Number(details.nationalityId)
    : DEFAULT_NATIONALITY_ID;
  return {
    accesscode: details.accessCode,
    email_id: details.email,
    password: extras.password,
    googletoken: extras.googletoken,
    fbtoken: extras.fbtoken,
    ...(extras.state !== undefined ? { state: extras.state } : {}),
    ...(extras.nonce_secret !== undefined ? { nonce_secret: extras.nonce_secret } : {}),
    nationality,
    site_url: site.siteUrl,
    mastercode: extras.masterCode,
    language: extras.language,
    title: details.title,
    site_id: site.siteId,
    client_ip_address: site.clientIp,
    true_client_ip: site.clientIp,
    trip_id: extras.tripId,
    referral_code: extras.referralCode,
    referral_org: extras.referralOrg,
    promotions: { isPromotionVisited: false },
    userdetails: {
      email_id: details.email,
      first_name: details.firstName,
      last_name: details.lastName,
      country_code: details.phoneCountryCode,
      mobile_no: details.phoneNumber,
      mobile_country_code: details.phoneCountryCode,
    },
  };
}

const notCreated = (
  errors: AccountError[],
  message: string | null = null,
  idempotencyKey: string | null = null,
): SignUpPayload => ({
  created: false,
  message,
  viewer: null,
  token: null,
  idempotencyKey,
  errors,
});

/**
 * Sends the sign-up with its idempotency key (the password hashing upstream may outlast the
 * time limit under load): a time-out is OUTCOME_UNKNOWN with the key, never a false failure.
 */
async function sendSignUp(
  ctx: GatewayContext,
  body: JsonRegister,
  key: string,
): Promise<{ answer: SignUpResult } | { payload: SignUpPayload }> {
  const attempt = await attemptWrite(
    () => ctx.accounts.client.signUp(ctx.accounts.meta, body, key),
    { logger: ctx.logger, what: "sign-up", key, unavailable: upstreamUnavailable },
  );
  if (!attempt.ok) return { payload: notCreated([attempt.error], null, key) };
  const outcome = signUpOutcome(attempt.value);
  if (outcome.created) return { answer: attempt.value };
  const field = outcome.code === "USER_ALREADY_EXISTS" ? "details.email" : null;
  // the spec's message is also the payload's final message (spec §8: resp is shown)
  return {
    payload: notCreated(
      [{ field, code: outcome.code, message: outcome.message }],
      outcome.message,
      key,
    ),
  };
}

function languageOf(raw: string | null | undefined): string | null {
  const value = (raw ?? "").trim();
  if (value === "") return DEFAULT_SIGN_UP_LANGUAGE;
  return LANGUAGE.test(value) ? value : null;
}

/** Mutation.signUp: details + password step, then the spec's final message. */
export async function signUp(ctx: GatewayContext, input: SignUpInput): Promise<SignUpPayload> {
  const { details, masterCode, errors } = await checkDetails(ctx, input.details, "details.");
  const passwords = validateWith(passwordStepSchema, {
    password: input.password,
    confirmPassword: input.confirmPassword,
    acceptTerms: input.acceptTerms,
  });
  const language = languageOf(input.language);
  const key = writeKey(input.idempotencyKey);
  const allErrors: AccountError[] = [
    ...errors,
    ...("errors" in passwords ? fromValidation(passwords.errors) : []),
    ...linkParameterErrors({
      referralOrg: input.referralOrg,
      referralCode: input.referralCode,
      tripId: input.tripId,
    }),
    ...(language === null
      ? [{ field: "language", code: "INVALID_FORMAT" as const, message: messages.INVALID_VALUE }]
      : []),
    ...(key === null ? [invalidKey()] : []),
  ];
  if (
    !details ||
    !("values" in passwords) ||
    language === null ||
    key === null ||
    allErrors.length > 0
  ) {
    return notCreated(allErrors);
  }
  const site = await ctx.loaders.siteConfig.load();
  const body = buildJsonRegister(
    details,
    {
      password: passwords.values.password,
      googletoken: "",
      fbtoken: "",
      masterCode,
      language,
      referralCode: linkParameter(input.referralCode) ?? "",
      referralOrg: linkParameter(input.referralOrg) ?? "",
      tripId: linkParameter(input.tripId) ?? "",
    },
    { siteUrl: ctx.accounts.siteUrl, siteId: site.orgId, clientIp: ctx.clientIp ?? "" },
  );
  const codeCheck = await accessCodeAdmission(ctx, details.accessCode);
  if (codeCheck && !codeCheck.allowed) {
    return notCreated([tooManyAttempts(codeCheck.retryAfterMs)], null, key);
  }
  const sent = await sendSignUp(ctx, body, key);
  if ("payload" in sent) return sent.payload;
  // The account exists: the access code was right and does not count against the limit.
  if (codeCheck?.allowed) await codeCheck.attempt.release();
  return {
    created: true,
    message: messages.CONFIRMATION_SENT,
    viewer: null,
    token: null,
    idempotencyKey: key,
    errors: [],
  };
}

/** Mutation.socialSignUp: creates the account from an ID token, then signs in. */
export async function socialSignUp(
  ctx: GatewayContext,
  input: SocialSignUpInput,
): Promise<SignUpPayload> {
  const token = validateWith(socialTokenSchema, { idToken: input.idToken });
  const { details, masterCode, errors } = await checkDetails(ctx, input.details, "details.");
  const key = writeKey(input.idempotencyKey);
  const allErrors: AccountError[] = [
    ...("errors" in token ? fromValidation(token.errors) : []),
    ...errors,
    ...linkParameterErrors({
      referralOrg: input.referralOrg,
      referralCode: input.referralCode,
      tripId: input.tripId,
    }),
    ...(key === null ? [invalidKey()] : []),
  ];
  if (!details || !("values" in token) || key === null || allErrors.length > 0)
    return notCreated(allErrors);
  const site = await ctx.loaders.siteConfig.load();
  const body = buildJsonRegister(
    details,
    {
      password: "",
      ...socialTokens(input.provider, token.values.idToken, input),
      masterCode,
      language: DEFAULT_SIGN_UP_LANGUAGE,
      referralCode: linkParameter(input.referralCode) ?? "",
      referralOrg: linkParameter(input.referralOrg) ?? "",
      tripId: linkParameter(input.tripId) ?? "",
    },
    { siteUrl: ctx.accounts.siteUrl, siteId: site.orgId, clientIp: ctx.clientIp ?? "" },
  );
  const codeCheck = await accessCodeAdmission(ctx, details.accessCode);
  if (codeCheck && !codeCheck.allowed) {
    return notCreated([tooManyAttempts(codeCheck.retryAfterMs)], null, key);
  }
  const sent = await sendSignUp(ctx, body, key);
  if ("payload" in sent) return sent.payload;
  if (codeCheck?.allowed) await codeCheck.attempt.release();
  const { answer } = sent;
  const welcome = {
    created: true,
    message: messages.SOCIAL_WELCOME,
    idempotencyKey: key,
    errors: [],
  };
  if (!answer.result) return { ...welcome, viewer: null, token: null, expiresAt: null };
  const signedIn = await completeSignIn(ctx, answer.result, {
    tokenDelivery: input.tokenDelivery ?? "COOKIE",
    rememberMe: false,
    allowRedirect: false,
  });
  return {
    ...welcome,
    viewer: signedIn.viewer,
    token: signedIn.token,
    expiresAt: signedIn.expiresAt ?? null,
  };
}
