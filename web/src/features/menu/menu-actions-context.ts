import { createContext, useContext } from "react";

/** What the app does for the flows the product menu starts (`method:` entries). */
export interface MenuActions {
  /** The daily savings flow (spec §4): shows sign-in when no one is signed in. */
  onDailyDeals: () => void;
}

export const MenuActionsContext = createContext<MenuActions | null>(null);

/** The app's menu flows, or null outside a `MenuActionsContext` (the entry then follows its link). */
export function useMenuActions(): MenuActions | null {
  return useContext(MenuActionsContext);
}
