import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { AppProvider } from "./provider";
import { AppRouter } from "./router";

/** Starts the app in index.html's #root (see main.tsx). */
const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

const app = (
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>
);

// The build renders the home page's first screen into index.html (scripts/prerender.ts): the app
// takes it over where it stands. Other pages get the frame only (shell.html), which the app
// replaces; both render in a transition, in slices that leave the page responsive.
if (container.dataset.prerendered === "home" && window.location.pathname === "/") {
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
