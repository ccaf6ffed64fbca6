import { useState, type ReactNode } from "react";
import type { ApolloClient } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { Provider as DesignSystemProvider } from "@travel/design-system";
import { createI18n, type I18n, I18nProvider } from "../lib/i18n";
import { FirstVisitDefaults, LanguageSync, LocalePickersProvider } from "../features/locale";
import { createApolloClient } from "../lib/apollo-client";
import { TranslatedUiText } from "../lib/ui/translated-ui-text";

interface AppProviderProps {
  children: ReactNode;
  /** Apollo Client to use; a new one for the gateway by default (tests pass their own). */
  client?: ApolloClient;
  /** Translations to use; a new instance with the English defaults by default. */
  i18n?: I18n;
}

/**
 * Whether this document carries the design system's global CSS already: the gateway's pages do,
 * rendered into their HTML at build time (scripts/prerender.ts marks their root).
 */
function globalCssPrerendered(): boolean {
  return (
    typeof document !== "undefined" && Boolean(document.getElementById("root")?.dataset.prerendered)
  );
}

/** Theme, GraphQL client, translations (kept in the visitor's language) and the locale pickers. */
export function AppProvider({ children, client, i18n }: AppProviderProps) {
  const [apolloClient] = useState(() => client ?? createApolloClient());
  const [i18nInstance] = useState(() => i18n ?? createI18n());
  const [globalCss] = useState<"inject" | "prerendered">(() =>
    globalCssPrerendered() ? "prerendered" : "inject",
  );
  return (
    <DesignSystemProvider globalCss={globalCss}>
      <ApolloProvider client={apolloClient}>
        <I18nProvider i18n={i18nInstance}>
          <LanguageSync />
          <FirstVisitDefaults />
          <TranslatedUiText>
            <LocalePickersProvider>{children}</LocalePickersProvider>
          </TranslatedUiText>
        </I18nProvider>
      </ApolloProvider>
    </DesignSystemProvider>
  );
}
