/**
 * The page code of a route, naming the page whose white-label styles apply (query siteStyles):
 *
 * | route                                              | page code                          |
 * | -------------------------------------------------- | ---------------------------------- |
 * | `/`                                                | `HOME`                             |
 * | a product area and its offers (`/hotel/offers/7`)  | the area's key, e.g. `HOTEL`, `CONDO` |
 * | `/wallet`                                          | `WALLET`                           |
 * | `/user-details`, `/user/…`                         | `USER`                             |
 * | `/agent/…`                                         | `AGENT`                            |
 * | `/referral/…`, `/your-rewards`                     | `REFERRAL`                         |
 * | `/promotions`                                      | `PROMOTIONS`                       |
 * | `/login/sso`, `/login/social`, `/verify-account`, `/change-password` | `AUTH`          |
 * | `/privacy-policy`, `/terms-of-use`                 | `INFO`                             |
 * | anything else (the not-found page)                 | `GENERAL`                          |
 *
 * Every page also gets the organisation's `ALL` styles (the upstream adds them).
 */
import { paths, productPaths } from "../../config/paths";

const FIXED: Record<string, string> = {
  [paths.home]: "HOME",
  [paths.account.wallet]: "WALLET",
  [paths.account.userDetails]: "USER",
  [paths.account.yourRewards]: "REFERRAL",
  [paths.promotions]: "PROMOTIONS",
  [paths.loginSso]: "AUTH",
  [paths.loginSocial]: "AUTH",
  [paths.verifyAccount]: "AUTH",
  [paths.changePassword]: "AUTH",
  [paths.privacyPolicy]: "INFO",
  [paths.termsOfUse]: "INFO",
};

/** Page codes of the first path segment, for the routes below it. */
const SECTIONS: Record<string, string> = { user: "USER", agent: "AGENT", referral: "REFERRAL" };

export function pageCodeFor(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const fixed = FIXED[path];
  if (fixed !== undefined) return fixed;
  const first = path.split("/")[1] ?? "";
  const area = Object.entries(productPaths).find(([, areaPath]) => areaPath === `/${first}`);
  if (area) return area[0].toUpperCase();
  return SECTIONS[first] ?? "GENERAL";
}
