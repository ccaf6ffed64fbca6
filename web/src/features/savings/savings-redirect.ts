/** Spec §2: the pseudo-redirect meaning "show the sign-in dialog". */
export const SHOW_SIGN_IN = "action:showSignin";

/** What the app does with the redirect of the daily savings flow. */
export type SavingsRedirect =
  | { type: "signIn" }
  | { type: "leave"; url: string }
  /** Empty after a failure (spec §8: no message), or not a web address. */
  | { type: "none" };

/**
 * The daily savings flow's result as an action: sign-in for `action:showSignin`, a full
 * navigation to an http(s) address (the savings site's director page), nothing otherwise.
 */
export function savingsRedirect(
  payload: { signInRequired: boolean; redirect: string },
  currentPage: string,
): SavingsRedirect {
  const redirect = payload.redirect.trim();
  if (payload.signInRequired || redirect === SHOW_SIGN_IN) return { type: "signIn" };
  if (redirect === "" || !URL.canParse(redirect, currentPage)) return { type: "none" };
  const url = new URL(redirect, currentPage);
  return url.protocol === "http:" || url.protocol === "https:"
    ? { type: "leave", url: url.href }
    : { type: "none" };
}
