import { paths, userDetailsPath } from "../../config/paths";
import type { LabelKey } from "../../lib/i18n";

/** What choosing a user-menu item does. */
export type UserMenuAction =
  | { type: "link"; to: string }
  | { type: "language" }
  | { type: "currencies" }
  | { type: "signIn"; to: string }
  | { type: "logout" };

export interface UserMenuItem {
  key: string;
  labelKey: LabelKey;
  action: UserMenuAction;
}

interface UserMenuEntry extends UserMenuItem {
  /** Who sees it: `signedIn` is the spec's onlySigned; sign-in is for signed-out visitors only. */
  shownTo: "everyone" | "signedIn" | "signedOut";
}

/** The user menu in the spec's order (§2). */
const USER_MENU: readonly UserMenuEntry[] = [
  {
    key: "bookingHistory",
    labelKey: "usermenu.bookingHistory",
    action: { type: "link", to: userDetailsPath("bookingHistory") },
    shownTo: "signedIn",
  },
  {
    key: "myAccount",
    labelKey: "usermenu.myAccount",
    action: { type: "link", to: userDetailsPath("myAccount") },
    shownTo: "signedIn",
  },
  {
    key: "travelProfile",
    labelKey: "usermenu.travelProfile",
    action: { type: "link", to: userDetailsPath("travelProfile") },
    shownTo: "signedIn",
  },
  {
    key: "myTrips",
    labelKey: "usermenu.myTrips",
    action: { type: "link", to: userDetailsPath("myTrips") },
    shownTo: "signedIn",
  },
  {
    key: "wallet",
    labelKey: "usermenu.wallet",
    action: { type: "link", to: paths.account.wallet },
    shownTo: "signedIn",
  },
  {
    key: "language",
    labelKey: "usermenu.language",
    action: { type: "language" },
    shownTo: "everyone",
  },
  {
    key: "currencies",
    labelKey: "usermenu.currencies",
    action: { type: "currencies" },
    shownTo: "everyone",
  },
  { key: "logout", labelKey: "usermenu.logout", action: { type: "logout" }, shownTo: "signedIn" },
  {
    key: "signIn",
    labelKey: "usermenu.signIn",
    action: { type: "signIn", to: paths.signIn },
    shownTo: "signedOut",
  },
];

/** The user-menu items a visitor sees: onlySigned items when signed in, sign-in when signed out. */
export function buildUserMenu({ signedIn }: { signedIn: boolean }): UserMenuItem[] {
  return USER_MENU.filter(
    (entry) => entry.shownTo === "everyone" || (entry.shownTo === "signedIn") === signedIn,
  ).map(({ key, labelKey, action }) => ({ key, labelKey, action }));
}
