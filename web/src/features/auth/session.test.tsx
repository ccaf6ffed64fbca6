import { screen, waitFor, within } from "@testing-library/react";
import { db } from "../../testing/db";
import { buildViewer } from "../../testing/factories";
import { renderApp } from "../../testing/render-app";
import { pageNavigation } from "../../lib/session/reload-page";
import { SSO_SESSION_OUT_KEY } from "./session-provider";

let reload: jest.SpyInstance;
let leave: jest.SpyInstance;
beforeEach(() => {
  reload = jest.spyOn(pageNavigation, "reloadPage").mockImplementation(() => {});
  leave = jest.spyOn(pageNavigation, "leaveTo").mockImplementation(() => {});
});
afterEach(() => {
  reload.mockRestore();
  leave.mockRestore();
  sessionStorage.clear();
});

async function openUserMenu(user: ReturnType<typeof renderApp>["user"]) {
  await user.click(screen.getByRole("button", { name: /account menu$/i }));
  return screen.findByRole("menu");
}

describe("session", () => {
  it("shows a signed-in user every onlySigned item and no sign-in (spec §2)", async () => {
    db.viewer = buildViewer();
    const { user } = renderApp("/");
    await waitFor(() => expect(db.calls.viewer).toBe(1));
    await waitFor(() =>
      expect(screen.queryByRole("region", { name: "Your trips in one place" })).toBeNull(),
    );
    const menu = await openUserMenu(user);
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((i) => i.textContent),
    ).toEqual([
      "Booking History",
      "My Account",
      "Travel Profile",
      "My Trips",
      "Wallet",
      "Language",
      "Currencies",
      "Log Out",
    ]);
  });

  it("sends my account to /user-details", async () => {
    db.viewer = buildViewer();
    const { user, router } = renderApp("/");
    await waitFor(() => expect(db.calls.viewer).toBe(1));
    const menu = await openUserMenu(user);
    await within(menu).findByRole("menuitem", { name: "My Account" });
    await user.click(within(menu).getByRole("menuitem", { name: "My Account" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/user-details"));
  });

  it("logs out: ends the session, goes to / and reloads 500 ms later (spec §4, §9)", async () => {
    db.viewer = buildViewer();
    const { user, router } = renderApp("/hotel");
    await waitFor(() => expect(db.calls.viewer).toBe(1));
    const menu = await openUserMenu(user);
    const timers = jest.spyOn(globalThis, "setTimeout");
    await user.click(await within(menu).findByRole("menuitem", { name: "Log Out" }));
    await waitFor(() => expect(db.calls.signOut).toBe(1));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    const navigatedAt = Date.now();
    expect(reload).not.toHaveBeenCalled();
    expect(timers).toHaveBeenCalledWith(expect.any(Function), 500);
    timers.mockRestore();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    // The timer started just before the navigation finished, so allow a little slack.
    expect(Date.now() - navigatedAt).toBeGreaterThanOrEqual(300);
    // Signed out: the menu offers sign-in again.
    await openUserMenu(user);
    expect(await screen.findByRole("menuitem", { name: "Sign In" })).toBeInTheDocument();
  });

  it("runs the login check on start", async () => {
    renderApp("/hotel");
    await waitFor(() => expect(db.calls.viewer).toBe(1));
  });

  it.each(["/verify-account?key=abc", "/change-password?key=abc", "/login/sso", "/hotel?signup=1"])(
    "skips the login check on %s",
    async (route) => {
      renderApp(route);
      await screen.findByRole("heading", { level: 1 });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(db.calls.viewer).toBe(0);
    },
  );

  it("sends a single-sign-on user whose check fails to the session-out URL", async () => {
    sessionStorage.setItem(SSO_SESSION_OUT_KEY, "https://sso.example.com/out");
    renderApp("/");
    await waitFor(() => expect(leave).toHaveBeenCalledWith("https://sso.example.com/out"));
  });

  it("remembers the session-out URL of a signed-in single-sign-on user", async () => {
    db.viewer = buildViewer({ singleSignOn: true, sessionOutUrl: "https://sso.example.com/out" });
    renderApp("/");
    await waitFor(() =>
      expect(sessionStorage.getItem(SSO_SESSION_OUT_KEY)).toBe("https://sso.example.com/out"),
    );
    expect(leave).not.toHaveBeenCalled();
  });

  it("stores the menu item an action parameter selects in the service cookie", async () => {
    renderApp("/?action=hotel");
    await waitFor(() => expect(document.cookie).toContain("service=hotel"));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
