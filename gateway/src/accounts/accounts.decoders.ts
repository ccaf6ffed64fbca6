/**
 * Decoders of the accounts endpoints. Refusals (`status: 0`) are answers, not failures: they
 * decode to `ok: false` values; only bodies that fit no shape throw DecodeError.
 */
import {
  DecodeError,
  isObject,
  num,
  object,
  oneOf,
  str,
  strOrNull,
  type JsonObject,
} from "../upstream/decode";
import type {
  AccessCodeCheck,
  AccountExistence,
  InvitationData,
  LoginCheck,
  LoginProfile,
  SignInResponse,
  SignInResult,
  SignUpResult,
  PasswordChange,
  StatusMessage,
} from "./accounts.mappers";

const FLAG = [0, 1] as const;

/** A number or null; a missing field counts as null; numeric strings are read as numbers. */
function numOrNull(obj: JsonObject, key: string): number | null {
  const value = obj[key];
  if (value === undefined || value === null || value === "") return null;
  if (typeof value === "string" && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  return num(obj, key);
}

/** A string, number (as text) or null. */
function textOrNull(obj: JsonObject, key: string): string | null {
  const value = obj[key];
  return typeof value === "number" ? String(value) : strOrNull(obj, key);
}

function statusOf(root: JsonObject): number {
  return num(root, "status");
}

function decodeSignInResult(value: unknown): SignInResult {
  const r = object(value, "result");
  const sub = isObject(r.subscription_details) ? r.subscription_details : {};
  return {
    token: str(r, "token"),
    username: strOrNull(r, "username"),
    email: str(r, "email"),
    currency_code: strOrNull(r, "currency_code"),
    language: strOrNull(r, "language"),
    nationality: numOrNull(r, "nationality"),
    userId: num(r, "userId"),
    role: str(r, "role"),
    last_name: strOrNull(r, "last_name"),
    is_promotion: r.is_promotion === undefined ? 0 : oneOf(r, "is_promotion", FLAG),
    subscription_details: { plan_status: strOrNull(sub, "plan_status") },
  };
}

export function decodeSignIn(json: unknown): SignInResponse {
  const root = object(json, "body");
  if (statusOf(root) === 1) return { ok: true, result: decodeSignInResult(root.result) };
  return { ok: false, message: strOrNull(root, "message"), code: numOrNull(root, "code") };
}

function decodeProfile(value: unknown): LoginProfile {
  const r = object(value, "result");
  const sub = isObject(r.subscription_details) ? r.subscription_details : {};
  const referral = isObject(r.referral) ? r.referral : null;
  return {
    userId: num(r, "userId"),
    email: str(r, "email"),
    first_name: strOrNull(r, "first_name"),
    last_name: strOrNull(r, "last_name"),
    type: oneOf(r, "type", [1, 2] as const),
    role: str(r, "role"),
    can_user_book: oneOf(r, "can_user_book", FLAG),
    subscription_details: {
      plan_status: strOrNull(sub, "plan_status"),
      access_code: textOrNull(sub, "access_code"),
      phone_country_code: textOrNull(sub, "phone_country_code"),
    },
    country: numOrNull(r, "country"),
    credit_limit: numOrNull(r, "credit_limit"),
    display_price: r.display_price === undefined ? 0 : oneOf(r, "display_price", FLAG),
    currency_code: strOrNull(r, "currency_code"),
    language: strOrNull(r, "language"),
    nationality: numOrNull(r, "nationality"),
    referral: referral
      ? {
          first_name: strOrNull(referral, "first_name"),
          last_name: strOrNull(referral, "last_name"),
        }
      : null,
  };
}

/** The login check, or null when the session is not valid (status 0, e.g. a 401 body). */
export function decodeLoginCheck(json: unknown): LoginCheck | null {
  const root = object(json, "body");
  if (statusOf(root) !== 1) return null;
  const message = isObject(root.message) ? root.message : {};
  const ssocheck = isObject(message.ssocheck) ? message.ssocheck : {};
  return {
    profile: decodeProfile(root.result),
    isSso: ssocheck.is_sso === 1,
    sessionOutUrl: strOrNull(root, "session_out_url"),
  };
}

export function decodeAccountExistence(json: unknown): AccountExistence {
  const data = object(object(json, "body").data, "body.data");
  return { code: num(object(data.data, "body.data.data"), "code"), resp: textOrNull(data, "resp") };
}

export function decodeAccessCodeCheck(json: unknown): AccessCodeCheck {
  const data = object(object(json, "body").data, "body.data");
  const status = num(object(data.data, "body.data.data"), "status");
  return { valid: status === 1, resp: textOrNull(data, "resp") };
}

export function decodeSignUp(json: unknown): SignUpResult {
  const root = object(json, "body");
  const data = object(root.data, "body.data");
  return {
    status: statusOf(root),
    code: num(data, "code"),
    resp: textOrNull(data, "resp") ?? "",
    isProfileCreated: data.isProfileCreated === true,
    result:
      root.result !== undefined && root.result !== null ? decodeSignInResult(root.result) : null,
  };
}

export function decodeStatusMessage(json: unknown): StatusMessage {
  const root = object(json, "body");
  return { ok: statusOf(root) === 1, message: textOrNull(root, "message") };
}

/** A status message that may name the account's email (an upstream without it gives null). */
export function decodePasswordChange(json: unknown): PasswordChange {
  const root = object(json, "body");
  return { ...decodeStatusMessage(json), email: textOrNull(root, "email") };
}

/** The invitation, or null when unknown (status 0, e.g. a 404 body). */
export function decodeInvitation(json: unknown): InvitationData | null {
  const root = object(json, "body");
  if (statusOf(root) !== 1) return null;
  const d = object(root.data, "body.data");
  const title = d.title;
  if (
    title !== undefined &&
    title !== null &&
    typeof title !== "number" &&
    typeof title !== "string"
  ) {
    throw new DecodeError(`field title should be a number, got ${JSON.stringify(title)}`);
  }
  return {
    mastercode: textOrNull(d, "mastercode") ?? "",
    email: strOrNull(d, "email"),
    firstname: strOrNull(d, "firstname"),
    lastname: strOrNull(d, "lastname"),
    title: title ?? null,
    phonenumber: textOrNull(d, "phonenumber"),
    countrycode: textOrNull(d, "countrycode"),
    lang: strOrNull(d, "lang"),
    tripid: textOrNull(d, "tripid"),
  };
}

/** Any `{ status: 1 }` answer (logout, user activity). */
export function decodeAcknowledged(json: unknown): true {
  const root = object(json, "body");
  if (statusOf(root) !== 1) throw new DecodeError(`status is ${JSON.stringify(root.status)}`);
  return true;
}
