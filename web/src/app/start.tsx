import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { applyLabels, cookieLanguage } from "../features/locale";
import { createApolloClient } from "../lib/apollo-client";
import { createI18n } from "../lib/i18n";
import { readPageState } from "../server/page-state";
import { preloadFirstScreen } from "./first-screen";
import { AppProvider } from "./provider";
import { AppRouter } from "./router";
import { appRoutes } from "./routes";

/**
 * Starts the app in index.html's #root (see main.tsx); resolves once its first render is under
 * way. The first screen is in the HTML already: rendered by the gateway with the visitor's data
 * (server/render-page.tsx), whose state the app starts from, or by the build (scripts/prerender.ts:
 * the home page, a product area's, or the frame of the other pages). The app fetches what the
 * page shows and is not in that state (its data, labels and script) while that screen stays, then
 * renders once, with it all, over it: one render in a transition, in slices that leave the page
 * responsive, instead of one per answer.
 */
export async function startApp(): Promise<void> {
  const container = document.getElementById("root");
  if (!container) throw new Error("index.html has no #root element");
  const state = readPageState(document);
  const client = createApolloClient({ state: state?.apollo });
  const i18n = createI18n();
  if (state?.labels) await applyLabels(i18n, state.labels);
  await preloadFirstScreen(appRoutes, {
    client,
    i18n,
    location: window.location,
    language: cookieLanguage(),
  });
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProvider client={client} i18n={i18n}>
          <AppRouter />
        </AppProvider>
      </StrictMode>,
    );
  });
}
