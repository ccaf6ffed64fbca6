import { screen, waitFor, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { renderApp } from "../../testing/render-app";
import { server } from "../../testing/msw-server";
import { db } from "../../testing/db";
import { buildViewer } from "../../testing/factories";
import { pageNavigation } from "../../lib/session/reload-page";

const MENU_IN_ORDER = [
  "Dream Trips",
  "Hotel Deals",
  "Hotels",
  "Condos",
  "Packages",
  "Stays",
  "Weeks",
  "Resorts",
  "Holiday Stays",
  "Cruises",
  "Flights",
  "Cars",
  "Transfers",
  "Activities",
  "All Inclusive",
  "Trips",
  "Daily Deals",
];

async function productNav() {
  const nav = screen.getByRole("navigation", { name: "Products" });
  await within(nav).findByRole("link", { name: "Hotels" });
  return nav;
}

describe("header product menu", () => {
  it("shows every product-menu entry in the gateway's order", async () => {
    renderApp("/");
    const nav = await productNav();
    const entries = within(nav)
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(entries).toEqual(MENU_IN_ORDER);
  });

  it("links routes inside the app, external sites as plain links, and daily deals as a button", async () => {
    const { user, router } = renderApp("/");
    const nav = await productNav();
    expect(within(nav).getByRole("link", { name: "Weeks" })).toHaveAttribute(
      "href",
      "/resorts?type=weeks",
    );
    const external = within(nav).getByRole("link", { name: "Trips" });
    expect(external).toHaveAttribute("href", "https://trips.example.com/");
    expect(external).toHaveAttribute("rel", "noopener");

    await user.click(within(nav).getByRole("button", { name: "Daily Deals" }));
    expect(await screen.findByRole("dialog", { name: "Sign In" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
  });

  it("marks the current page's entry", async () => {
    renderApp("/cruises");
    const nav = await productNav();
    expect(within(nav).getByRole("link", { name: "Cruises" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(within(nav).getByRole("link", { name: "Hotels" })).not.toHaveAttribute("aria-current");
  });

  it.each([
    ["/resorts?type=weeks&guests=2", "Weeks", "Resorts"],
    ["/resorts", "Resorts", "Weeks"],
  ])("on %s marks %s only (both entries lead to /resorts)", async (path, current, other) => {
    renderApp(path);
    const nav = await productNav();
    expect(within(nav).getByRole("link", { name: current })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(within(nav).getByRole("link", { name: other })).not.toHaveAttribute("aria-current");
  });

  it("opens the menu in a drawer from the hamburger button and closes it on navigation", async () => {
    const { user, router } = renderApp("/");
    await productNav();
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const drawer = await screen.findByRole("dialog", { name: "Products" });
    const links = within(drawer)
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(links).toEqual(MENU_IN_ORDER);

    await user.click(within(drawer).getByRole("link", { name: "Flights" }));
    expect(router.state.location.pathname).toBe("/flight");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("shows the organisation's logo linking home", async () => {
    renderApp("/hotel");
    expect(await screen.findByRole("link", { name: "Acme Travel home page" })).toHaveAttribute(
      "href",
      "/",
    );
    expect(screen.getByRole("img", { name: "Acme Travel" })).toBeInTheDocument();
  });
});

describe("user menu (signed out)", () => {
  it("offers language, currencies and sign-in, and hides the onlySigned items", async () => {
    const { user } = renderApp("/");
    await user.click(screen.getByRole("button", { name: "Account menu" }));
    const menu = await screen.findByRole("menu");
    const items = within(menu)
      .getAllByRole("menuitem")
      .map((item) => item.textContent);
    expect(items).toEqual(["Language", "Currencies", "Sign In"]);
    for (const hidden of ["Booking History", "My Account", "Wallet", "Log Out"]) {
      expect(within(menu).queryByRole("menuitem", { name: hidden })).not.toBeInTheDocument();
    }
  });

  it("opens the sign-in dialog from sign-in, staying on the page", async () => {
    const { user, router } = renderApp("/hotel");
    await user.click(screen.getByRole("button", { name: "Account menu" }));
    await user.click(await screen.findByRole("menuitem", { name: "Sign In" }));
    expect(await screen.findByRole("dialog", { name: "Sign In" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/hotel");
  });

  it("opens the currency picker from the keyboard and closes it with Escape", async () => {
    const { user } = renderApp("/");
    await screen.findByRole("button", { name: "Currency: USD $" });
    const trigger = screen.getByRole("button", { name: "Account menu" });
    trigger.focus();
    await user.keyboard("{Enter}");
    await screen.findByRole("menu");
    // Opening by keyboard highlights the first item once the menu has settled; step from there.
    await waitFor(() =>
      expect(screen.getByRole("menuitem", { name: "Language" })).toHaveAttribute(
        "data-highlighted",
      ),
    );
    await user.keyboard("{ArrowDown}");
    await waitFor(() =>
      expect(screen.getByRole("menuitem", { name: "Currencies" })).toHaveAttribute(
        "data-highlighted",
      ),
    );
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Choose a currency" });
    // jsdom has no layout, so the focus trap settles on the dialog itself rather than the
    // search box a browser focuses; either way focus is inside the dialog.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    // Focus going back to the menu button needs layout (the focus trap checks visibility), so
    // it is left to the browser tests.
  });
});

describe("user menu (signed in)", () => {
  it("shows the traveller's first name on the button, which is named by it", async () => {
    db.viewer = buildViewer({ firstName: "Tess", userType: "TRAVELLER" });
    const { user } = renderApp("/");
    const button = await screen.findByRole("button", { name: "Tess, account menu" });
    expect(within(button).getByText("Tess")).toBeVisible();
    await user.click(button);
    const menu = await screen.findByRole("menu");
    const items = within(menu)
      .getAllByRole("menuitem")
      .map((item) => item.textContent);
    expect(items).not.toContain("Agent Profile");
    expect(items).toContain("Log Out");
  });

  it("offers an agent the agent area's pages, and goes to them", async () => {
    db.viewer = buildViewer({ firstName: "Alex", userType: "AGENT" });
    const { user, router } = renderApp("/");
    await user.click(await screen.findByRole("button", { name: "Alex, account menu" }));
    const menu = await screen.findByRole("menu");
    const agentItems = within(menu)
      .getAllByRole("menuitem")
      .map((item) => item.textContent)
      .filter((text) =>
        ["Agent Profile", "My Quotes", "Client Bookings", "Client List"].includes(text ?? ""),
      );
    expect(agentItems).toEqual(["Agent Profile", "My Quotes", "Client Bookings", "Client List"]);
    await user.click(within(menu).getByRole("menuitem", { name: "My Quotes" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/agent/my-quotes"));
  });
});

describe("the all-inclusive link (spec §2)", () => {
  let reload: jest.SpyInstance;
  beforeEach(() => {
    reload = jest.spyOn(pageNavigation, "reloadPage").mockImplementation(() => {});
  });
  afterEach(() => reload.mockRestore());

  it("is the gateway's link, parameters intact, and loses the user's data on sign-out", async () => {
    document.cookie = "org_id=42; path=/";
    db.viewer = buildViewer({
      firstName: "Zoë",
      lastName: "O'Neil & Co",
      email: "zoe+1@example.com",
    });
    const { user } = renderApp("/");
    const nav = await productNav();
    const link = within(nav).getByRole("link", { name: "All Inclusive" });
    await waitFor(() =>
      expect(link).toHaveAttribute(
        "href",
        "https://allinclusive.example.com/?orgId=42&firstName=Zo%C3%AB&lastName=O%27Neil+%26+Co&email=zoe%2B1%40example.com",
      ),
    );
    expect(link).toHaveAttribute("rel", "noopener");
    // the home page's card is the same link
    const areas = screen.getByRole("region", { name: "Explore by product" });
    expect(
      within(areas)
        .getAllByRole("link")
        .find((a) => a.getAttribute("href")?.startsWith("https://allinclusive.example.com/")),
    ).toHaveAttribute("href", link.getAttribute("href"));

    await user.click(await screen.findByRole("button", { name: "Zoë, account menu" }));
    await user.click(await screen.findByRole("menuitem", { name: "Log Out" }));
    // signed out: the menu is asked again and carries only the organisation
    await waitFor(() =>
      expect(
        within(screen.getByRole("navigation", { name: "Products" })).getByRole("link", {
          name: "All Inclusive",
        }),
      ).toHaveAttribute("href", "https://allinclusive.example.com/?orgId=42"),
    );
  });
});

describe("the user_data cookie (spec §3)", () => {
  it("keeps the signed-in name on the account button while the login check cannot be made", async () => {
    document.cookie = `user_data=${encodeURIComponent('{"firstName":"Zoë","userType":"TRAVELLER"}')}; path=/`;
    server.use(
      graphql.query("Viewer", () =>
        HttpResponse.json({
          data: null,
          errors: [{ message: "unavailable", extensions: { code: "UPSTREAM_UNAVAILABLE" } }],
        }),
      ),
    );
    renderApp("/");
    expect(await screen.findByRole("button", { name: "Zoë, account menu" })).toBeVisible();
  });

  it("is not read once the login check says who is signed in", async () => {
    document.cookie = `user_data=${encodeURIComponent('{"firstName":"Old","userType":"AGENT"}')}; path=/`;
    db.viewer = buildViewer({ firstName: "Tess" });
    renderApp("/");
    expect(await screen.findByRole("button", { name: "Tess, account menu" })).toBeVisible();
  });
});
