import { safeRedirectPath } from "@travel/schema/validation";

/** The pseudo-redirect value asking for the sign-in dialog (spec §2 `action:showSignin`). */
export const SHOW_SIGN_IN_ACTION = "showSignin";

/** What a link code may hold (the gateway's rule for referral, organisation and trip codes). */
const LINK_CODE = /^[A-Za-z0-9._~-]{1,100}$/;
/** Longest referrer name shown. */
const REFERRAL_NAME_MAX_LENGTH = 80;

/** What the address asks of the account dialogs. */
export interface AuthLinkParams {
  /**
   * Dialog to open: sign-in for `action=showSignin`, sign-up for `signup`, an invitation or a
   * referral link (`referral_code`).
   */
  dialog: "signIn" | "signUp" | null;
  /** A menu item (`action` other than showSignin) to remember in the service cookie. */
  service: string | null;
  /** Invitation master code (`mastercode`). */
  masterCode: string | null;
  /** Referral organisation (`referral_org`). */
  referralOrg: string | null;
  /** The referrer's code (`referral_code`): the sign-up is credited to them. */
  referralCode: string | null;
  /** Who referred the visitor (`referral_name`), shown only with a code. */
  referralName: string | null;
  /** Where to go after sign-up (`redirect`): an on-site path only, otherwise null. */
  redirect: string | null;
  /** Trip (`trip_id`). */
  tripId: string | null;
}

const nonBlank = (value: string | null) => (value && value.trim() !== "" ? value.trim() : null);

/** A code a link may carry, or null (a malformed one names nobody and is left out). */
const linkCode = (value: string | null) => {
  const code = nonBlank(value);
  return code !== null && LINK_CODE.test(code) ? code : null;
};

/** A name to show: control and format characters dropped, spaces collapsed, kept short. */
function displayName(value: string | null): string | null {
  const name = nonBlank(value?.replace(/[\p{Cc}\p{Cf}]/gu, "").replace(/\s+/g, " ") ?? null);
  if (name === null) return null;
  const chars = Array.from(name);
  return chars.length > REFERRAL_NAME_MAX_LENGTH
    ? `${chars.slice(0, REFERRAL_NAME_MAX_LENGTH - 1).join("")}…`
    : name;
}

/** Reads the account-related query parameters of an address (spec §2, §9). */
export function readAuthLinkParams(search: string): AuthLinkParams {
  const query = new URLSearchParams(search);
  const action = nonBlank(query.get("action"));
  const masterCode = nonBlank(query.get("mastercode"));
  const referralCode = linkCode(query.get("referral_code"));
  const dialog =
    action === SHOW_SIGN_IN_ACTION
      ? "signIn"
      : query.has("signup") || masterCode || referralCode
        ? "signUp"
        : null;
  return {
    dialog,
    service: action && action !== SHOW_SIGN_IN_ACTION ? action : null,
    masterCode,
    referralOrg: nonBlank(query.get("referral_org")),
    referralCode,
    referralName: referralCode === null ? null : displayName(query.get("referral_name")),
    redirect: safeRedirectPath(query.get("redirect")),
    tripId: nonBlank(query.get("trip_id")),
  };
}
