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

/** A link of the menu: to a page of the account or of the agent area. */
const link = (
  key: string,
  labelKey: LabelKey,
  to: string,
  shownTo: UserMenuEntry["shownTo"],
): UserMenuEntry => ({ key, labelKey, action: { type: "link", to }, shownTo });

/** The user menu in the spec's order (§2). */
const USER_MENU: readonly UserMenuEntry[] = [
  link("bookingHistory", "usermenu.bookingHistory", userDetailsPath("bookingHistory"), "signedIn"),
  link("myAccount", "usermenu.myAccount", userDetailsPath("myAccount"), "signedIn"),
  link("travelProfile", "usermenu.travelProfile", userDetailsPath("travelProfile"), "signedIn"),
  link("myTrips", "usermenu.myTrips", userDetailsPath("myTrips"), "signedIn"),
  link("wallet", "usermenu.wallet", paths.account.wallet, "signedIn"),
  link("agentProfile", "account.agentProfile.title", paths.account.agentProfile, "agents"),
  link("agentMyQuotes", "account.agentMyQuotes.title", paths.account.agentMyQuotes, "agents"),
  link(
    "agentBookingHistory",
    "account.agentBookingHistory.title",
    paths.account.agentBookingHistory,
    "agents",
  ),
  link("agentClientList", "account.agentClientList.title", paths.account.agentClientList, "agents"),
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
