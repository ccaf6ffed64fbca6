import { screen, waitFor, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { db } from "../../testing/db";
import { buildViewer } from "../../testing/factories";
import { server } from "../../testing/msw-server";
import { renderApp } from "../../testing/render-app";
import { savingsNavigation } from "./savings-navigation";

const DIRECTOR = /^https:\/\/savings\.example\.com\/savings-provider\/director\?cvt=[0-9a-f]{64}$/;

let goTo: jest.SpyInstance;
beforeEach(() => {
  goTo = jest.spyOn(savingsNavigation, "goTo").mockImplementation(() => {});
});
afterEach(() => goTo.mockRestore());

/** The Daily Deals entry of the header's product menu (wide screens). */
async function dailyDealsInNav() {
  const nav = screen.getByRole("navigation", { name: "Products" });
  return within(nav).findByRole("button", { name: "Daily Deals" });
}

async function signedIn() {
  db.viewer = buildViewer({ id: "7" });
  const app = renderApp("/hotel");
  // The login check has answered: the home page's sign-in call-out is for signed-out visitors.
  await waitFor(() => expect(db.calls.viewer).toBe(1));
  return app;
}

describe("daily deals (spec §4 daily savings flow)", () => {
  it("asks a visitor who is not signed in to sign in, staying on the page", async () => {
    const { user, router } = renderApp("/hotel");
    await user.click(await dailyDealsInNav());
    expect(await screen.findByRole("dialog", { name: "Sign In" })).toBeInTheDocument();
    expect(db.calls.startDailySavings).toBe(1);
    expect(goTo).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe("/hotel");
  });

  it("sends a signed-in traveller to the savings site's director page (a full navigation)", async () => {
    const { user } = await signedIn();
    await user.click(await dailyDealsInNav());
    await waitFor(() => expect(goTo).toHaveBeenCalledTimes(1));
    expect(goTo.mock.calls[0]?.[0]).toMatch(DIRECTOR);
    expect(db.savings.members).toEqual(["7"]);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("sends an existing member to the same director page", async () => {
    db.savings.members = ["7"];
    const { user } = await signedIn();
    await user.click(await dailyDealsInNav());
    await waitFor(() => expect(goTo).toHaveBeenCalledTimes(1));
    expect(goTo.mock.calls[0]?.[0]).toMatch(DIRECTOR);
  });

  it("shows nothing when the flow fails (empty redirect, spec §8) and can run again", async () => {
    db.savings.provider = "fail";
    db.savings.latencyMs = 50;
    const { user } = await signedIn();
    const entry = await dailyDealsInNav();
    await user.click(entry);
    await waitFor(() => expect(entry).toHaveAttribute("aria-busy", "true"));
    await waitFor(() => expect(entry).not.toHaveAttribute("aria-busy"));
    expect(goTo).not.toHaveBeenCalled();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await user.click(entry);
    await waitFor(() => expect(db.calls.startDailySavings).toBe(2));
  });

  it("shows nothing either when the gateway cannot be reached", async () => {
    server.use(
      graphql.mutation("StartDailySavings", () =>
        HttpResponse.json({ errors: [{ message: "gateway down" }] }),
      ),
    );
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    const { user } = await signedIn();
    const entry = await dailyDealsInNav();
    await user.click(entry);
    await waitFor(() => expect(warn).toHaveBeenCalled());
    await waitFor(() => expect(entry).not.toHaveAttribute("aria-busy"));
    expect(goTo).not.toHaveBeenCalled();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    warn.mockRestore();
  });

  it("shows the entry busy while the flow runs and does not run it twice on a double click", async () => {
    db.savings.latencyMs = 150;
    const { user } = await signedIn();
    const entry = await dailyDealsInNav();
    await user.dblClick(entry);
    await waitFor(() => expect(entry).toHaveAttribute("aria-busy", "true"));
    expect(entry).toHaveAttribute("aria-disabled", "true");
    expect(screen.getByText("Opening Daily Deals…")).toBeInTheDocument();
    await user.click(entry);
    await waitFor(() => expect(goTo).toHaveBeenCalledTimes(1));
    expect(db.calls.startDailySavings).toBe(1);
  });

  it("works from the mobile drawer: signed out, the drawer closes and sign-in opens", async () => {
    const { user } = renderApp("/");
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const drawer = await screen.findByRole("dialog", { name: "Products" });
    await user.click(await within(drawer).findByRole("button", { name: "Daily Deals" }));
    expect(await screen.findByRole("dialog", { name: "Sign In" })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Products" })).not.toBeInTheDocument(),
    );
  });

  it("works from the mobile drawer: signed in, it goes to the director page", async () => {
    db.savings.latencyMs = 50;
    const { user } = await signedIn();
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const drawer = await screen.findByRole("dialog", { name: "Products" });
    const entry = await within(drawer).findByRole("button", { name: "Daily Deals" });
    await user.click(entry);
    await waitFor(() => expect(entry).toHaveAttribute("aria-busy", "true"));
    await waitFor(() => expect(goTo).toHaveBeenCalledTimes(1));
    expect(goTo.mock.calls[0]?.[0]).toMatch(DIRECTOR);
  });
});
