/** The sign-up flows that create an account: by email (details + password) and social. */
import {
  messages,
  passwordStepSchema,
  socialTokenSchema,
  validateWith,
  type Title,
} from "@travel/schema/validation";
import type {
  AccountError,
  SignUpInput,
  SignUpPayload,
  SocialSignUpInput,
} from "../__generated__/resolvers-types";
import type { GatewayContext } from "../context";
import { signUpOutcome } from "./account-rules";
import { attemptWrite, keyErrors, writeKey } from "../platform/idempotent-write";
import type { JsonRegister } from "./accounts.client";
import type { SignUpResult } from "./accounts.mappers";
import { completeSignIn } from "./sign-in";
import { socialTokens } from "./token-sign-in";
import {
  accessCodeAdmission,
  checkDetails,
  linkParameter,
  linkParameterErrors,
  type Details,
} from "./sign-up-details";
import { fromValidation, tooManyAttempts, upstreamUnavailable } from "./user-errors";

export { checkAccount, linkParameter, validateSignUpDetails } from "./sign-up-details";

/** Spec §9: sign-up default language and default nationality id. */
export const DEFAULT_SIGN_UP_LANGUAGE = "en-US";
export const DEFAULT_NATIONALITY_ID = 1;

const LANGUAGE = /^[a-z]{2,3}(?:-[A-Za-z]{2,4})?$/;

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
    // one of TITLES: the details' schema (titleField) refused any other
    title: details.title as Title,
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

/** The optional link parameters a sign-up carries. */
interface SignUpLinks {
  referralCode?: string | null | undefined;
  referralOrg?: string | null | undefined;
  tripId?: string | null | undefined;
}

/** Errors of the link parameters, named as the input's fields. */
const linkErrors = (input: SignUpLinks) =>
  linkParameterErrors({
    referralOrg: input.referralOrg,
    referralCode: input.referralCode,
    tripId: input.tripId,
  });

/**
 * Registers checked details upstream (spec §3 jsonRegister): a sent access code counts against
 * the per-address limit until the account exists; the sign-up goes with its idempotency key (the
 * password hashing upstream may outlast the time limit under load), so a time-out is
 * OUTCOME_UNKNOWN with the key, never a false failure.
 */
async function register(
  ctx: GatewayContext,
  details: Details,
  extras: Omit<RegisterExtras, "referralCode" | "referralOrg" | "tripId">,
  links: SignUpLinks,
  key: string,
): Promise<{ answer: SignUpResult } | { payload: SignUpPayload }> {
  const site = await ctx.loaders.siteConfig.load();
  const body: JsonRegister = buildJsonRegister(
    details,
    {
      ...extras,
      referralCode: linkParameter(links.referralCode) ?? "",
      referralOrg: linkParameter(links.referralOrg) ?? "",
      tripId: linkParameter(links.tripId) ?? "",
    },
    { siteUrl: ctx.accounts.siteUrl, siteId: site.orgId, clientIp: ctx.clientIp ?? "" },
  );
  const codeCheck = await accessCodeAdmission(ctx, details.accessCode);
  if (codeCheck && !codeCheck.allowed) {
    return { payload: notCreated([tooManyAttempts(codeCheck.retryAfterMs)], null, key) };
  }
  const attempt = await attemptWrite(
    () => ctx.accounts.client.signUp(ctx.accounts.meta, body, key),
    { logger: ctx.logger, what: "sign-up", key, unavailable: upstreamUnavailable },
  );
  if (!attempt.ok) return { payload: notCreated([attempt.error], null, key) };
  const outcome = signUpOutcome(attempt.value);
  if (!outcome.created) {
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
  // The account exists: the access code was right and does not count against the limit.
  if (codeCheck?.allowed) await codeCheck.attempt.release();
  return { answer: attempt.value };
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
    ...linkErrors(input),
    ...(language === null
      ? [{ field: "language", code: "INVALID_FORMAT" as const, message: messages.INVALID_VALUE }]
      : []),
    ...keyErrors(key),
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
  const extras = {
    password: passwords.values.password,
    googletoken: "",
    fbtoken: "",
    masterCode,
    language,
  };
  const sent = await register(ctx, details, extras, input, key);
  if ("payload" in sent) return sent.payload;
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
    ...linkErrors(input),
    ...keyErrors(key),
  ];
  if (!details || !("values" in token) || key === null || allErrors.length > 0)
    return notCreated(allErrors);
  const extras = {
    password: "",
    ...socialTokens(input.provider, token.values.idToken, input),
    masterCode,
    language: DEFAULT_SIGN_UP_LANGUAGE,
  };
  const sent = await register(ctx, details, extras, input, key);
  if ("payload" in sent) return sent.payload;
  const welcome = {
    created: true,
    message: messages.SOCIAL_WELCOME,
    idempotencyKey: key,
    errors: [],
  };
  if (!sent.answer.result) return { ...welcome, viewer: null, token: null, expiresAt: null };
  const signedIn = await completeSignIn(ctx, sent.answer.result, {
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
