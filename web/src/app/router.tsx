import { BrowserRouter, useRoutes } from "react-router-dom";
import { appRoutes } from "./routes";

function AppRoutes() {
  return useRoutes(appRoutes);
}

/**
 * The app's routes on the browser's address bar. The declarative router: the app uses no
 * loader, action or other data-router API (each route's `handle.preload` is read with
 * `matchRoutes` before the first render, app/first-screen.ts), and createBrowserRouter's data
 * router would add some 16 KiB gzip to the first page's script.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
