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
  /**
   * Where the system's global CSS (reset, global styles, the CSS variable of every token) comes
   * from. `"inject"` (default): the provider adds it to the document. `"prerendered"`: the page
   * carries it already, rendered into its HTML at build time with `"inject"` (the web app's
   * prerendered pages); the provider then skips working it out, most of the system's start-up
   * cost.
   */
  globalCss?: "inject" | "prerendered";
}
