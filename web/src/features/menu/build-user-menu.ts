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
  /**
   * Who sees it: `signedIn` is the spec's onlySigned; `agents` are signed-in agents (user type
   * 1, spec §6), for the agent area's route group (§2); sign-in is for signed-out visitors only.
   */
  shownTo: "everyone" | "signedIn" | "agents" | "signedOut";
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
    key: "agentProfile",
    labelKey: "account.agentProfile.title",
    action: { type: "link", to: paths.account.agentProfile },
    shownTo: "agents",
  },
  {
    key: "agentMyQuotes",
    labelKey: "account.agentMyQuotes.title",
    action: { type: "link", to: paths.account.agentMyQuotes },
    shownTo: "agents",
  },
  {
    key: "agentBookingHistory",
    labelKey: "account.agentBookingHistory.title",
    action: { type: "link", to: paths.account.agentBookingHistory },
    shownTo: "agents",
  },
  {
    key: "agentClientList",
    labelKey: "account.agentClientList.title",
    action: { type: "link", to: paths.account.agentClientList },
    shownTo: "agents",
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

const shown = (entry: UserMenuEntry, signedIn: boolean, agent: boolean): boolean => {
  switch (entry.shownTo) {
    case "everyone":
      return true;
    case "signedIn":
      return signedIn;
    case "agents":
      return signedIn && agent;
    case "signedOut":
      return !signedIn;
  }
};

/**
 * The user-menu items a visitor sees: onlySigned items when signed in (and the agent area's
 * pages for an agent), sign-in when signed out.
 */
export function buildUserMenu({
  signedIn,
  agent = false,
}: {
  signedIn: boolean;
  agent?: boolean;
}): UserMenuItem[] {
  return USER_MENU.filter((entry) => shown(entry, signedIn, agent)).map(
    ({ key, labelKey, action }) => ({ key, labelKey, action }),
  );
}
