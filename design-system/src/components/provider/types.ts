import type { ReactNode } from "react";

/** The colour modes the theme defines values for. */
export type ColorMode = "light" | "dark";

export interface ProviderProps {
  /** The app, or the part of it, that uses the design system. */
  children: ReactNode;
  /**
   * Colour mode of the whole document: set as a class and `color-scheme` on `<html>`, so
   * portals (dialogs, menus, toasts) follow it too. Default `"light"`.
   */
  colorMode?: ColorMode;
}
