import { createContext, useContext, type ReactNode } from "react";

/**
 * The words the design system's components show on their own (a loading status, a retry button,
 * page controls). English by default; an app in other languages gives its translations with
 * `UiTextProvider` once, near the root.
 */
export interface UiText {
  loading: string;
  loadFailed: string;
  retry: string;
  paginationLabel: string;
  previousPage: string;
  nextPage: string;
  /** The accessible name of one page's button: "Page 3". */
  page: (page: number) => string;
  /** Where the visitor is: "Page 2 of 5". */
  pageOf: (page: number, total: number) => string;
}

export const defaultUiText: UiText = {
  loading: "Loading…",
  loadFailed: "This page could not be loaded. Please try again.",
  retry: "Try again",
  paginationLabel: "Pages",
  previousPage: "Previous",
  nextPage: "Next",
  page: (page) => `Page ${page}`,
  pageOf: (page, total) => `Page ${page} of ${total}`,
};

const UiTextContext = createContext<UiText>(defaultUiText);

/** Gives the design system's components their words (translations) below it. */
export function UiTextProvider({ value, children }: { value: UiText; children: ReactNode }) {
  return <UiTextContext.Provider value={value}>{children}</UiTextContext.Provider>;
}

/** The words of the nearest `UiTextProvider`, or the English defaults. */
export function useUiText(): UiText {
  return useContext(UiTextContext);
}
