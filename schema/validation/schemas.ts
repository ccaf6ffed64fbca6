/**
 * The Yup schemas of the account forms. Each field runs its checks in order and reports only the
 * first failure, so the first (and only) message per field is the spec's: required, then too
 * long, then characters, then format. Strings are trimmed (emails also sanitised, names NFC).
 */
import * as yup from "yup";
import {
  ACCESS_CODE_MAX_LENGTH,
  CLIENT_NAME_MAX_LENGTH,
  CLIENT_NOTES_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  ID_TOKEN_MAX_LENGTH,
  ID_TOKEN_PATTERN,
  LINK_KEY_PATTERN,
  NAME_MAX_LENGTH,
  NATIONALITY_ID_PATTERN,
  PASSWORD_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  TOKEN_MAX_LENGTH,
} from "./constants";
import { messages, tooLongMessage } from "./messages";
import {
  isAccessCode,
  isDigitsOnly,
  isFilled,
  isPhoneCountryCode,
  isTitle,
  isValidEmail,
  isValidName,
  isWithinLength,
  meetsPasswordComplexity,
  passwordsMatch,
  termsAccepted,
} from "./rules";
import { sanitizeEmail } from "./sanitize";

/** Stable codes of validation errors. */
export const ERROR_CODES = [
  "REQUIRED",
  "INVALID_FORMAT",
  "TOO_LONG",
  "MISMATCH",
  "NOT_ACCEPTED",
  "INVALID_CHARACTERS",
] as const;
export type ValidationCode = (typeof ERROR_CODES)[number];

/** One ordered check of a field: fails when `passes` returns false. */
export interface Check {
  code: ValidationCode;
  message: string;
  passes: (value: string, parent: Record<string, unknown>) => boolean;
}

export const required = (message: string): Check => ({
  code: "REQUIRED",
  message,
  passes: isFilled,
});
export const maxLength = (max: number, message = tooLongMessage(max)): Check => ({
  code: "TOO_LONG",
  message,
  passes: (v) => isWithinLength(v, max),
});
export const format = (message: string, passes: (v: string) => boolean): Check => ({
  code: "INVALID_FORMAT",
  message,
  passes,
});
export const characters = (message: string, passes: (v: string) => boolean): Check => ({
  code: "INVALID_CHARACTERS",
  message,
  passes,
});
/** Skips `check` for an empty value (optional fields). */
export const ifFilled = (check: Check): Check => ({
  ...check,
  passes: (v, parent) => v === "" || check.passes(v, parent),
});

/** A trimmed string field (null/undefined → "") running `checks` in order. */
export function text(checks: Check[], clean: (v: string) => string = (v) => v.trim()) {
  return yup
    .string()
    .typeError(messages.INVALID_VALUE)
    .transform((value: unknown) =>
      value === null || value === undefined ? "" : typeof value === "string" ? clean(value) : value,
    )
    .default("")
    .test({
      name: "ordered-checks",
      test(value, ctx) {
        const v = value ?? "";
        const parent = (ctx.parent ?? {}) as Record<string, unknown>;
        const failed = checks.find((check) => !check.passes(v, parent));
        return failed ? ctx.createError({ message: failed.message, type: failed.code }) : true;
      },
    });
}

const emailClean = (v: string) => sanitizeEmail(v.trim());
const nameClean = (v: string) => v.normalize("NFC").trim();

const passwordField = (requiredMessage: string, complexity: boolean) =>
  text([
    required(requiredMessage),
    maxLength(PASSWORD_MAX_LENGTH, messages.PASSWORD_TOO_LONG),
    ...(complexity ? [format(messages.PASSWORD_COMPLEXITY, meetsPasswordComplexity)] : []),
  ]);

const confirmPasswordField = () =>
  text([
    maxLength(PASSWORD_MAX_LENGTH, messages.PASSWORD_TOO_LONG),
    {
      code: "MISMATCH",
      message: messages.PASSWORDS_DO_NOT_MATCH,
      passes: (v, parent) =>
        passwordsMatch(typeof parent.password === "string" ? parent.password : "", v),
    },
    required(messages.PLEASE_ENTER_PASSWORD),
  ]);

const emailField = (requiredMessage: string, checkFormat: boolean) =>
  text(
    [
      required(requiredMessage),
      maxLength(EMAIL_MAX_LENGTH),
      ...(checkFormat ? [format(messages.INVALID_MAIL, isValidEmail)] : []),
    ],
    emailClean,
  );

/** A first or last name (sign-up details rule): required, 50 at most, name characters. */
export const nameField = (requiredMessage: string) =>
  text(
    [
      required(requiredMessage),
      maxLength(NAME_MAX_LENGTH),
      characters(messages.INVALID_NAME_CHARACTERS, isValidName),
    ],
    nameClean,
  );

/** Title (sign-up details rule): required, then one of Miss, Mr, Mrs. */
export const titleField = () =>
  text([required(messages.TITLE_REQUIRED), format(messages.INVALID_TITLE, isTitle)]);

/** Dialling code of the phone (sign-up details rule): optional, like +44 or +1-868. */
export const phoneCountryCodeField = () =>
  text([maxLength(8), ifFilled(format(messages.INVALID_PHONE_COUNTRY_CODE, isPhoneCountryCode))]);

/** Phone number (sign-up details rule, spec §5): optional, digits only, 15 at most. */
export const phoneNumberField = () =>
  text([
    characters(messages.PHONE_DIGITS_ONLY, isDigitsOnly),
    maxLength(PHONE_MAX_LENGTH, messages.PHONE_TOO_LONG),
  ]);

/** Sign-in (spec §5): email and password required (trimmed), email sanitised, password ≤ 13. */
export const signInSchema = yup.object({
  email: emailField(messages.PLEASE_ENTER_EMAIL, false),
  password: passwordField(messages.PLEASE_ENTER_PASSWORD, false),
});

export interface SignUpDetailsOptions {
  /** The site enables the access code and no invitation master code hides it. */
  accessCodeRequired: boolean;
}

/** Sign-up details step (spec §5). */
export function signUpDetailsSchema({ accessCodeRequired }: SignUpDetailsOptions) {
  return yup.object({
    accessCode: text([
      ...(accessCodeRequired ? [required(messages.ACCESS_CODE_REQUIRED)] : []),
      maxLength(ACCESS_CODE_MAX_LENGTH),
      ifFilled(characters(messages.INVALID_VALUE, isAccessCode)),
    ]),
    email: emailField(messages.EMAIL_REQUIRED, true),
    title: titleField(),
    firstName: nameField(messages.FIRST_NAME_REQUIRED),
    lastName: nameField(messages.LAST_NAME_REQUIRED),
    nationalityId: text([
      maxLength(TOKEN_MAX_LENGTH),
      ifFilled(format(messages.INVALID_VALUE, (v) => NATIONALITY_ID_PATTERN.test(v))),
    ]),
    phoneCountryCode: phoneCountryCodeField(),
    phoneNumber: phoneNumberField(),
  });
}

/** The sign-up details the schema checks (the web's form and the gateway's checked input). */
export type SignUpDetails = yup.InferType<ReturnType<typeof signUpDetailsSchema>>;

/** Sign-up password step (spec §5): complexity, ≤ 13, matching, terms ticked. */
export const passwordStepSchema = yup.object({
  password: passwordField(messages.PLEASE_ENTER_PASSWORD, true),
  confirmPassword: confirmPasswordField(),
  acceptTerms: yup
    .boolean()
    .typeError(messages.ACCEPT_TERMS)
    .default(false)
    .test({
      name: "terms",
      test: (value, ctx) =>
        termsAccepted(value) ||
        ctx.createError({ message: messages.ACCEPT_TERMS, type: "NOT_ACCEPTED" }),
    }),
});

/** Sign-up existence check: the email of the start step. */
export const checkAccountSchema = yup.object({
  email: emailField(messages.EMAIL_REQUIRED, true),
});

/** New password from a reset link: same rules as the password step, without the terms. */
export const changePasswordSchema = yup.object({
  password: passwordField(messages.PLEASE_ENTER_PASSWORD, true),
  confirmPassword: confirmPasswordField(),
});

/** Forgot-password dialog: the account's email. */
export const requestPasswordResetSchema = yup.object({
  email: emailField(messages.PLEASE_ENTER_EMAIL, true),
});

/** Social sign-in and sign-up: the provider's ID token, shaped like a JWT. */
export const socialTokenSchema = yup.object({
  idToken: text([
    required(messages.SOCIAL_SIGN_IN_FAILED),
    maxLength(ID_TOKEN_MAX_LENGTH, messages.SOCIAL_SIGN_IN_FAILED),
    format(messages.SOCIAL_SIGN_IN_FAILED, (v) => ID_TOKEN_PATTERN.test(v)),
  ]),
});

/** The key of an emailed link (verify account, reset password). */
export const linkKeySchema = yup.object({
  key: text([
    required(messages.INVALID_LINK),
    maxLength(TOKEN_MAX_LENGTH, messages.INVALID_LINK),
    format(messages.INVALID_LINK, (v) => LINK_KEY_PATTERN.test(v)),
  ]),
});

/**
 * A client of an agent's list: full name (name rule, at most 100), email (required, standard
 * pattern), optional phone (digits only, at most 15) with its dialling code, nationality id and
 * notes (at most 500 characters, line breaks kept).
 */
export const agentClientSchema = yup.object({
  name: text(
    [
      required(messages.CLIENT_NAME_REQUIRED),
      maxLength(CLIENT_NAME_MAX_LENGTH),
      characters(messages.INVALID_NAME_CHARACTERS, isValidName),
    ],
    nameClean,
  ),
  email: emailField(messages.EMAIL_REQUIRED, true),
  phoneCountryCode: text([
    maxLength(8),
    ifFilled(format(messages.INVALID_PHONE_COUNTRY_CODE, isPhoneCountryCode)),
  ]),
  phone: text([
    characters(messages.PHONE_DIGITS_ONLY, isDigitsOnly),
    maxLength(PHONE_MAX_LENGTH, messages.PHONE_TOO_LONG),
  ]),
  nationalityId: text([
    maxLength(TOKEN_MAX_LENGTH),
    ifFilled(format(messages.INVALID_VALUE, (v) => NATIONALITY_ID_PATTERN.test(v))),
  ]),
  notes: text([maxLength(CLIENT_NOTES_MAX_LENGTH)]),
});
