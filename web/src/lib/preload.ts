import type { ApolloClient } from "@apollo/client";
import type { I18n } from "./i18n";

/**
 * What a page needs before its first render, fetched while its script loads so that the page
 * renders once, with its data, instead of once per answer (each answer re-renders the
 * components that asked for it, synchronously: long tasks on a phone).
 */
export interface PreloadContext {
  client: ApolloClient;
  i18n: I18n;
  /** The address the app starts on. */
  location: { pathname: string; search: string };
  /**
   * The visitor's language as they chose it (the `language` cookie), or the default: the labels
   * to load before the gateway says which language it is.
   */
  language: string;
  /** The route's parameters (`:offerId`…), when preloading for a route. */
  params?: Record<string, string | undefined>;
}

/** Fetches something a page shows into the Apollo cache (or the translations); resolves when it is in. */
export type Preload = (context: PreloadContext) => Promise<unknown>;
