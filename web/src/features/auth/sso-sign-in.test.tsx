import { StrictMode } from "react";
import { render, screen, waitFor, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { db } from "../../testing/db";
import { server } from "../../testing/msw-server";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { AppProvider } from "../../app/provider";
import { appRoutes } from "../../app/routes";
import { createApolloClient } from "../../lib/apollo-client";
import { createI18n } from "../../lib/i18n";
import { renderApp } from "../../testing/render-app";
import { pageNavigation } from "../../lib/session/reload-page";

const TOKEN = "eyJhbGciOiJSUzI1NiJ9.eyJlbWFpbCI6ImFuYSJ9.c2ln";

let replace: jest.SpyInstance;
let leave: jest.SpyInstance;
beforeEach(() => {
  replace = jest.spyOn(pageNavigation, "replaceWith").mockImplementation(() => {});
  leave = jest.spyOn(pageNavigation, "leaveTo").mockImplementation(() => {});
  db.ssoTokens = { [TOKEN]: "ana@example.com" };
});
afterEach(() => {
  replace.mockRestore();
  leave.mockRestore();
});

describe("/login/sso", () => {
  it("signs in with the link's token behind a labelled spinner, then loads the redirect", async () => {
    renderApp(`/login/sso?token=${TOKEN}&redirect=${encodeURIComponent("/wallet?tab=cards")}`);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Single Sign-On" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("status", { name: "Signing you in…" })).toBeVisible();
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/wallet?tab=cards"));
    expect(db.calls.ssoSignIn).toEqual([{ token: TOKEN, tokenDelivery: "COOKIE" }]);
    expect(db.viewer).toMatchObject({ email: "ana@example.com", singleSignOn: true });
    // still signing in while the next page loads; no error, no login check
    expect(screen.getByRole("status", { name: "Signing you in…" })).toBeVisible();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(db.calls.viewer).toBe(0);
    expect(leave).not.toHaveBeenCalled();
  });

  it("accepts the token as sso_token and goes home without a redirect", async () => {
    renderApp(`/login/sso?sso_token=${TOKEN}`);
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/"));
    expect(db.calls.ssoSignIn).toEqual([{ token: TOKEN, tokenDelivery: "COOKIE" }]);
  });

  it.each([
    "//evil.example.com/wallet",
    "https://evil.example.com/",
    "/\\evil.example.com",
    "javascript:alert(1)",
  ])("goes home instead of the redirect %s", async (redirect) => {
    renderApp(`/login/sso?token=${TOKEN}&redirect=${encodeURIComponent(redirect)}`);
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/"));
    expect(replace).toHaveBeenCalledTimes(1);
  });

  it("shows the refusal and offers the sign-in dialog", async () => {
    const { user } = renderApp("/login/sso?token=eyJh.eyJz.forged&redirect=/wallet");
    expect(await screen.findByRole("alert")).toHaveTextContent("SINGLE SIGN-ON FAILED");
    expect(screen.queryByRole("status", { name: "Signing you in…" })).toBeNull();
    expect(replace).not.toHaveBeenCalled();
    expect(db.calls.ssoSignIn).toEqual([{ token: "eyJh.eyJz.forged", tokenDelivery: "COOKIE" }]);
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    const dialog = await screen.findByRole("dialog", { name: "Sign In" });
    await waitFor(() => expect(within(dialog).getByLabelText("Email Address")).toBeVisible());
  });

  it("tells the visitor when the link has no token, without calling the gateway", async () => {
    const { user } = renderApp("/login/sso?redirect=/wallet");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This sign-in link is incomplete. Start the sign-in again from your organization's site.",
    );
    expect(screen.queryByRole("status", { name: "Signing you in…" })).toBeNull();
    expect(db.calls.ssoSignIn).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByRole("dialog", { name: "Sign In" })).toBeInTheDocument();
  });

  it("shows the calm upstream message when the gateway fails", async () => {
    server.use(
      graphql.mutation("SsoSignIn", () => HttpResponse.json({ errors: [{ message: "boom" }] })),
    );
    renderApp(`/login/sso?token=${TOKEN}`);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "We could not complete this right now. Please try again.",
    );
    expect(replace).not.toHaveBeenCalled();
  });

  it("shows the refusal in the visitor's language", async () => {
    document.cookie = "language=es-ES; path=/";
    renderApp("/login/sso?token=eyJh.eyJz.forged");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "NO SE PUDO INICIAR SESIÓN CON EL INICIO DE SESIÓN ÚNICO",
    );
    expect(
      screen.getByRole("heading", { level: 1, name: "Inicio de sesión único" }),
    ).toBeInTheDocument();
  });
});

describe("SsoSignIn", () => {
  it("signs in once under StrictMode, whose effects run twice", async () => {
    // The app as app/start.tsx mounts it, in StrictMode.
    const router = createMemoryRouter(appRoutes, {
      initialEntries: [`/login/sso?token=${TOKEN}&redirect=/hotel`],
    });
    render(
      <StrictMode>
        <AppProvider client={createApolloClient()} i18n={createI18n()}>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    );
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/hotel"));
    // let any second request land before counting
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(db.calls.ssoSignIn).toEqual([{ token: TOKEN, tokenDelivery: "COOKIE" }]);
    expect(replace).toHaveBeenCalledTimes(1);
  });
});
