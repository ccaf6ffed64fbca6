import { accountPaths } from "../../config/paths";

const ACCOUNT_PATHS: readonly string[] = Object.values(accountPaths);

/**
 * Whether the visitor is on an account page (spec §2 account route groups and /user-details). A
 * sign-in there returns to that page (the page reloads): the spec's promotion redirect to
 * /promotions is not allowed then, so a member with a promotion who signs in to see their
 * bookings sees their bookings, and finds the promotions from the menu.
 */
export function isAccountPage(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return ACCOUNT_PATHS.includes(path);
}
