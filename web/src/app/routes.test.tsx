import { screen, waitFor, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { server } from "../testing/msw-server";
import { renderApp } from "../testing/render-app";
import { appRoutes } from "./routes";

/** Every address spec §2 names. */
const SPEC_PATHS = [
  "/",
  "/dreamtrips",
  "/hotelgd",
  "/hotel",
  "/condo",
  "/packages",
  "/stays",
  "/resorts",
  "/holidaystays",
  "/cruises",
  "/flight",
  "/cars",
  "/transfers",
  "/activities",
  "/user-details",
  "/user/profile",
  "/user/travelers",
  "/user/my-trips",
  "/user/booking-history",
  "/wallet",
  "/agent/profile",
  "/agent/my-quotes",
  "/agent/booking-history",
  "/agent/client-list",
  "/referral/programs",
  "/referral/credits",
  "/your-rewards",
  "/promotions",
  "/privacy-policy",
  "/terms-of-use",
  "/login/sso",
  "/verify-account",
  "/change-password",
];

/** Addresses the product adds to the spec's, each for a reason. */
const PRODUCT_PATHS = [
  // where a social identity provider sends the visitor back (the OpenID Connect redirect URI)
  "/login/social",
  // where the card payment provider sends the traveller back (the checkout's return URL)
  "/checkout/return",
  // the offers a traveller saved (issue 16: favourites), linked from the account page
  "/user/favourites",
  // one trip's itinerary, with its cancellation (issue 16: manage booking)
  "/user/my-trips/:reservationId",
];

describe("routes", () => {
  it("has a route for every address the spec names (and the product's own), and a catch-all 404", () => {
    const children = appRoutes[0]?.children ?? [];
    const routePaths = children.map((r) => (r.index ? "/" : r.path));
    expect([...routePaths].sort()).toEqual([...SPEC_PATHS, ...PRODUCT_PATHS, "*"].sort());
  });

  it("renders the home page with every product area as a card, in menu order", async () => {
    renderApp("/");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Where to next?" }),
    ).toBeInTheDocument();
    const areas = screen.getByRole("region", { name: "Explore by product" });
    const cards = await within(areas).findAllByRole("heading", { level: 3 });
    expect(cards.map((c) => c.textContent)).toEqual([
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
    ]);
    expect(within(areas).getByRole("link", { name: "Hotels" })).toHaveAttribute("href", "/hotel");
    expect(within(areas).getByText("Ocean and river cruises.")).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Home · Acme Travel"));
  });

  it.each([
    ["/hotel", "Hotels", "Hotel rooms for city breaks, business trips and longer stays."],
    ["/resorts", "Resorts", "Resort stays for relaxing holidays, by the night or the week."],
    ["/activities", "Activities", "Tours, tickets and things to do at your destination."],
  ])("renders the product area page %s", async (route, title, description) => {
    renderApp(route);
    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${title} · Acme Travel`));
  });

  it.each([
    ["/wallet", "Wallet", "Your certificates, discount cards and cash card."],
    [
      "/user-details",
      "My Account",
      "Your account details, booking history, travel profile and trips.",
    ],
    ["/agent/client-list", "Client List", "The clients you book for."],
    ["/your-rewards", "Your Rewards", "Rewards you have earned in the loyalty program."],
  ])(
    "renders the account page %s with the sign-in dialog open",
    async (route, title, description) => {
      renderApp(route);
      expect(await screen.findByRole("dialog", { name: "Sign In" })).toBeInTheDocument();
      // the page stays beneath the modal dialog (hidden from assistive technology meanwhile)
      expect(
        screen.getByRole("heading", { level: 1, name: title, hidden: true }),
      ).toBeInTheDocument();
      expect(screen.getByText(description)).toBeInTheDocument();
      expect(screen.getByText("Sign in to see this page.")).toBeInTheDocument();
    },
  );

  it.each([
    ["/promotions", "Promotions"],
    ["/privacy-policy", "Privacy Policy"],
    ["/terms-of-use", "Terms of Use"],
    ["/login/sso", "Single Sign-On"],
    ["/verify-account", "Verify Your Account"],
    ["/change-password", "Change Password"],
  ])("renders %s", async (route, title) => {
    renderApp(route);
    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeInTheDocument();
  });

  it("shows a 404 page for an unknown address", async () => {
    renderApp("/no/such/page");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Page Not Found" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  });

  it("has the page landmarks and a skip link to the main content", async () => {
    renderApp("/cars");
    await screen.findByRole("heading", { level: 1, name: "Cars" });
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
    const main = screen.getByRole("main");
    expect(screen.getByRole("link", { name: "Skip to main content" })).toHaveAttribute(
      "href",
      `#${main.id}`,
    );
    expect(await screen.findByText("Prices shown in US Dollar (USD)")).toBeInTheDocument();
  });

  it("tells the visitor when the product list cannot be loaded", async () => {
    server.use(
      graphql.query("ProductMenu", () =>
        HttpResponse.json({ errors: [{ message: "upstream down" }] }),
      ),
    );
    renderApp("/");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The list of products could not be loaded. Please refresh the page to try again.",
    );
  });
});
