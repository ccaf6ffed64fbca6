/** The pseudo-redirect value asking for the sign-in dialog (spec §2 `action:showSignin`). */
export const SHOW_SIGN_IN_ACTION = "showSignin";

/** What the address asks of the account dialogs. */
export interface AuthLinkParams {
  /** Dialog to open: sign-in for `action=showSignin`, sign-up for `signup` or an invitation. */
  dialog: "signIn" | "signUp" | null;
  /** A menu item (`action` other than showSignin) to remember in the service cookie. */
  service: string | null;
  /** Invitation master code (`mastercode`). */
  masterCode: string | null;
  /** Referral organisation (`referral_org`). */
  referralOrg: string | null;
  /** Trip (`trip_id`). */
  tripId: string | null;
}

const nonBlank = (value: string | null) => (value && value.trim() !== "" ? value.trim() : null);

/** Reads the account-related query parameters of an address (spec §2). */
export function readAuthLinkParams(search: string): AuthLinkParams {
  const query = new URLSearchParams(search);
  const action = nonBlank(query.get("action"));
  const masterCode = nonBlank(query.get("mastercode"));
  const dialog =
    action === SHOW_SIGN_IN_ACTION ? "signIn" : query.has("signup") || masterCode ? "signUp" : null;
  return {
    dialog,
    service: action && action !== SHOW_SIGN_IN_ACTION ? action : null,
    masterCode,
    referralOrg: nonBlank(query.get("referral_org")),
    tripId: nonBlank(query.get("trip_id")),
  };
}
