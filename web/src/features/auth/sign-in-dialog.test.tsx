import { screen, waitFor, within } from "@testing-library/react";
import { nonceOf } from "./social-login";
import { delay, graphql, HttpResponse } from "msw";
import { db } from "../../testing/db";
import { buildAccount } from "../../testing/factories";
import { server } from "../../testing/msw-server";
import { renderApp } from "../../testing/render-app";
import { pageNavigation } from "../../lib/session/reload-page";

let reload: jest.SpyInstance;
beforeEach(() => {
  reload = jest.spyOn(pageNavigation, "reloadPage").mockImplementation(() => {});
});
afterEach(() => reload.mockRestore());

async function openSignIn(route = "/?action=showSignin") {
  const app = renderApp(route);
  const dialog = await screen.findByRole("dialog", { name: "Sign In" });
  return { ...app, dialog };
}

async function fillAndSubmit(
  user: ReturnType<typeof renderApp>["user"],
  dialog: HTMLElement,
  email: string,
  password: string,
) {
  if (email) await user.type(within(dialog).getByLabelText("Email Address"), email);
  if (password) await user.type(within(dialog).getByLabelText("Password"), password);
  await user.click(within(dialog).getByRole("button", { name: "Login" }));
}

describe("sign-in dialog", () => {
  it("opens from ?action=showSignin and drops the request from the address", async () => {
    const { router } = await openSignIn("/hotel?action=showSignin");
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(router.state.location.pathname).toBe("/hotel");
  });

  it("asks for the email and the password, word for word (spec §5)", async () => {
    const { user, dialog } = await openSignIn();
    await fillAndSubmit(user, dialog, "", "");
    expect(await within(dialog).findByText("Please Enter Email Address")).toBeInTheDocument();
    expect(within(dialog).getByText("Please Enter Password")).toBeInTheDocument();
  });

  it("checks trimmed values: blanks count as empty", async () => {
    const { user, dialog } = await openSignIn();
    await fillAndSubmit(user, dialog, "", "   ");
    expect(await within(dialog).findByText("Please Enter Password")).toBeInTheDocument();
  });

  it("limits the password to 13 characters and toggles showing it", async () => {
    const { user, dialog } = await openSignIn();
    const password = within(dialog).getByLabelText("Password");
    expect(password).toHaveAttribute("maxLength", "13");
    expect(password).toHaveAttribute("type", "password");
    await user.click(within(dialog).getByRole("button", { name: "Show password" }));
    expect(password).toHaveAttribute("type", "text");
    await user.click(within(dialog).getByRole("button", { name: "Hide password" }));
    expect(password).toHaveAttribute("type", "password");
  });

  it("shows the failure in red above the form (spec §8)", async () => {
    const { user, dialog } = await openSignIn();
    await fillAndSubmit(user, dialog, "ana@example.com", "wrong");
    const alert = await within(dialog).findByRole("alert");
    expect(alert).toHaveTextContent("INVALID EMAIL ADDRESS OR PASSWORD");
    expect(
      alert.compareDocumentPosition(within(dialog).getByLabelText("Email Address")) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });

  it("shows the throttle message", async () => {
    db.signInThrottleMinutes = 15;
    const { user, dialog } = await openSignIn();
    await fillAndSubmit(user, dialog, "ana@example.com", "Secret#123");
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "TOO MANY SIGN-IN ATTEMPTS. PLEASE TRY AGAIN IN 15 MINUTES.",
    );
  });

  it("shows a spinner on the login button while signing in", async () => {
    server.use(
      graphql.mutation("SignIn", async () => {
        await delay(400);
        return HttpResponse.json({
          data: { signIn: { viewer: null, redirectTo: null, errors: [] } },
        });
      }),
    );
    const { user, dialog } = await openSignIn();
    await fillAndSubmit(user, dialog, "ana@example.com", "Secret#123");
    const button = dialog.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    await waitFor(() => expect(button).toHaveAttribute("data-loading"));
    expect(button.querySelector(".chakra-spinner")).not.toBeNull();
    await waitFor(() => expect(button).not.toHaveAttribute("data-loading"));
  });

  it("is not dismissed by Escape, only by its close button", async () => {
    const { user, dialog } = await openSignIn();
    await user.keyboard("{Escape}");
    expect(screen.getByRole("dialog", { name: "Sign In" })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("signs in, closes and reloads the page", async () => {
    const { user, dialog } = await openSignIn();
    await fillAndSubmit(user, dialog, "  ana@example.com ", "Secret#123");
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("goes home instead of reloading a page that skips the login check (an emailed link)", async () => {
    const leave = jest.spyOn(pageNavigation, "leaveTo").mockImplementation(() => {});
    try {
      const { user, dialog } = await openSignIn("/change-password?key=spent&action=showSignin");
      await fillAndSubmit(user, dialog, "ana@example.com", "Secret#123");
      await waitFor(() => expect(leave).toHaveBeenCalledWith("/"));
      expect(reload).not.toHaveBeenCalled();
    } finally {
      leave.mockRestore();
    }
  });

  it("goes to /promotions when the result flags a promotion", async () => {
    db.accounts = [buildAccount({ viewer: { email: "promo@example.com", hasPromotion: true } })];
    const { user, dialog, router } = await openSignIn();
    await fillAndSubmit(user, dialog, "promo@example.com", "Secret#123");
    await waitFor(() => expect(router.state.location.pathname).toBe("/promotions"));
    expect(reload).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: /account menu$/i }));
    expect(await screen.findByRole("menuitem", { name: "Log Out" })).toBeInTheDocument();
  });

  it("shows Google and Facebook by site config; a button goes to the provider's sign-in page", async () => {
    const leave = jest.spyOn(pageNavigation, "leaveTo").mockImplementation(() => undefined);
    try {
      const { user, dialog } = await openSignIn();
      expect(within(dialog).getByRole("button", { name: "Continue with Facebook" })).toBeVisible();
      await user.click(within(dialog).getByRole("button", { name: "Continue with Google" }));
      await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
      const url = new URL(String(leave.mock.calls[0]?.[0]));
      expect(`${url.origin}${url.pathname}`).toBe("https://idp.example.com/authorize");
      expect(Object.fromEntries(url.searchParams)).toMatchObject({
        client_id: "google-client",
        redirect_uri: `${window.location.origin}/login/social`,
        response_type: "id_token",
        scope: "openid email profile",
      });
      const sent = JSON.parse(sessionStorage.getItem("social_login_request") ?? "{}") as {
        state: string;
        nonceSecret: string;
      };
      expect(sent.state).toMatch(/^[0-9a-f]{32}$/);
      expect(url.searchParams.get("state")).toBe(sent.state);
      // the provider gets only the nonce made from the secret, never the secret
      expect(sent.nonceSecret).toMatch(/^[0-9a-f]{32}$/);
      expect(url.searchParams.get("nonce")).toBe(await nonceOf(sent.state, sent.nonceSecret));
      expect(url.href).not.toContain(sent.nonceSecret);
    } finally {
      leave.mockRestore();
    }
  });

  it("hides the social buttons the site does not enable", async () => {
    db.siteConfig = { ...db.siteConfig, googleLoginEnabled: false, facebookLoginEnabled: false };
    const { dialog } = await openSignIn();
    await within(dialog).findByRole("button", { name: "Login" });
    expect(within(dialog).queryByRole("button", { name: /Google|Facebook/ })).toBeNull();
  });

  it("opens forgot password in its place; the request is accepted", async () => {
    const { user, dialog } = await openSignIn();
    await user.click(within(dialog).getByRole("button", { name: "Forgot Password?" }));
    const forgot = await screen.findByRole("dialog", { name: "Forgot Password" });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Sign In" })).toBeNull());
    await user.click(within(forgot).getByRole("button", { name: "Send Link" }));
    expect(await within(forgot).findByText("Please Enter Email Address")).toBeInTheDocument();
    await user.type(within(forgot).getByLabelText("Email Address"), "nobody");
    await user.click(within(forgot).getByRole("button", { name: "Send Link" }));
    expect(await within(forgot).findByText("Invalid Mail")).toBeInTheDocument();
    await user.clear(within(forgot).getByLabelText("Email Address"));
    await user.type(within(forgot).getByLabelText("Email Address"), "ana@example.com");
    await user.click(within(forgot).getByRole("button", { name: "Send Link" }));
    expect(await within(forgot).findByRole("status")).toHaveTextContent(
      "If an account exists for this email address, a link to choose a new password has been sent to it.",
    );
    expect(db.calls.requestPasswordReset).toEqual([{ email: "ana@example.com" }]);
  });

  it("shows the messages in the visitor's language", async () => {
    document.cookie = "language=es-ES; path=/";
    const { user } = renderApp("/?action=showSignin");
    const dialog = await screen.findByRole("dialog", { name: "Iniciar sesión" });
    await user.click(within(dialog).getByRole("button", { name: "Entrar" }));
    expect(await within(dialog).findByText("Introduzca su contraseña")).toBeInTheDocument();
  });

  it("starts afresh when opened again", async () => {
    const { user, dialog } = await openSignIn();
    await fillAndSubmit(user, dialog, "ana@example.com", "wrong");
    await within(dialog).findByRole("alert");
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await user.click(screen.getByRole("button", { name: /account menu$/i }));
    await user.click(await screen.findByRole("menuitem", { name: "Sign In" }));
    const again = await screen.findByRole("dialog", { name: "Sign In" });
    expect(within(again).queryByRole("alert")).toBeNull();
    expect(within(again).getByLabelText("Email Address")).toHaveValue("");
  });
});
