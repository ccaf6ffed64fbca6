import { createContext, useContext } from "react";

/** What the app does for the flows the product menu starts (`method:` entries). */
export interface MenuActions {
  /**
   * Starts the daily savings flow (spec §4): sign-in for a visitor who is not signed in, else the
   * savings site. `beforeSignIn` runs just before the sign-in dialog opens (the drawer closes
   * then). A call while a run is under way does nothing.
   */
  onDailyDeals: (options?: { beforeSignIn?: () => void }) => void;
  /** True while the daily savings flow runs: its entries show they are busy. */
  dailyDealsBusy: boolean;
}

export const MenuActionsContext = createContext<MenuActions | null>(null);

/** The app's menu flows, or null outside a `MenuActionsContext` (the entry then follows its link). */
export function useMenuActions(): MenuActions | null {
  return useContext(MenuActionsContext);
}
