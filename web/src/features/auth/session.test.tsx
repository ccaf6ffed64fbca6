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
    // The delays the app asks for, recorded by a plain wrapper: a jest spy on setTimeout makes
    // Testing Library believe fake timers are on and try to advance them.
    const delays: number[] = [];
    const realSetTimeout = globalThis.setTimeout;
    globalThis.setTimeout = ((handler: () => void, ms?: number) => {
      delays.push(ms ?? 0);
      return realSetTimeout(handler, ms);
    }) as typeof setTimeout;
    let reloadedAt = 0;
    reload.mockImplementation(() => {
      reloadedAt = Date.now();
    });
    const clickedAt = Date.now();
    try {
      await user.click(await within(menu).findByRole("menuitem", { name: "Log Out" }));
      await waitFor(() => expect(db.calls.signOut).toBe(1));
      await waitFor(() => expect(router.state.location.pathname).toBe("/"));
      await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    } finally {
      globalThis.setTimeout = realSetTimeout;
    }
    expect(delays).toContain(500);
    // the timer starts after the click: however busy the machine, never sooner than 500 ms
    expect(reloadedAt - clickedAt).toBeGreaterThanOrEqual(500);
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
