import type { ReactElement } from "react";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { AppProvider } from "../app/provider";
import { appRoutes } from "../app/routes";
import { createApolloClient } from "../lib/apollo-client";
import { createI18n } from "../lib/i18n";
import "./msw-server";

/** Renders the whole app at a route, against the mock gateway, with a fresh cache and i18n. */
export function renderApp(route = "/") {
  const router = createMemoryRouter(appRoutes, { initialEntries: [route] });
  const user = userEvent.setup({ delay: null });
  const result = render(
    <AppProvider client={createApolloClient()} i18n={createI18n()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, user, router };
}

/** Renders one component inside the app's providers and a router, against the mock gateway. */
export function renderInApp(ui: ReactElement) {
  const router = createMemoryRouter([{ path: "*", element: ui }]);
  const user = userEvent.setup({ delay: null });
  const result = render(
    <AppProvider client={createApolloClient()} i18n={createI18n()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, user, router };
}
