import { screen, waitFor, within } from "@testing-library/react";
import { db } from "../../testing/db";
import { renderApp } from "../../testing/render-app";

function offerList(area: string) {
  return screen.findByRole("list", { name: `Offers in ${area}` });
}

describe("offers of a product area", () => {
  it("lists the area's offers with destination, rating and price per night in the chosen currency", async () => {
    document.cookie = "currency_code=EUR; path=/";
    renderApp("/hotel");
    expect(await screen.findByRole("heading", { level: 1, name: "Hotels" })).toBeInTheDocument();
    const list = await offerList("Hotels");
    const names = within(list)
      .getAllByRole("heading", { level: 3 })
      .map((h) => h.textContent);
    expect(names).toEqual(["Harbour View Hotel", "Ribeira Rooms", "Gran Vía Suites"]);
    const harbour = within(list).getByRole("link", { name: "Harbour View Hotel" }).closest("li")!;
    expect(within(harbour).getByText("Lisbon, PT")).toBeInTheDocument();
    expect(within(harbour).getByText("Rated 4.5 out of 5")).toBeInTheDocument();
    expect(harbour).toHaveTextContent("€108.00 per night"); // 120 USD at 0.9
    const granVia = within(list).getByRole("link", { name: "Gran Vía Suites" }).closest("li")!;
    expect(within(granVia).getByText("Not rated yet")).toBeInTheDocument();
    expect(screen.getByText("Offers found: 3")).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  });

  it("shows activities per person", async () => {
    renderApp("/activities");
    const list = await offerList("Activities");
    const tour = within(list).getByRole("link", { name: "Tram 28 Walking Tour" }).closest("li")!;
    expect(tour).toHaveTextContent("$35.00 per person");
  });

  it("filters by destination (part of the name, any case) and keeps it in the address", async () => {
    const { user, router } = renderApp("/hotel");
    await offerList("Hotels");
    await user.type(screen.getByRole("searchbox", { name: "Destination" }), "POR");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(router.state.location.search).toBe("?destination=POR"));
    await waitFor(() =>
      expect(screen.queryByRole("link", { name: "Harbour View Hotel" })).not.toBeInTheDocument(),
    );
    const list = await offerList("Hotels");
    expect(within(list).getAllByRole("listitem")).toHaveLength(1);
    expect(within(list).getByRole("link", { name: "Ribeira Rooms" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Show all destinations" }));
    expect(await screen.findByRole("link", { name: "Harbour View Hotel" })).toBeInTheDocument();
    expect(router.state.location.search).toBe("");
  });

  it("applies the filter on Enter too", async () => {
    const { user, router } = renderApp("/activities");
    await offerList("Activities");
    await user.type(screen.getByRole("searchbox", { name: "Destination" }), "lisbon{Enter}");
    await waitFor(() => expect(router.state.location.search).toBe("?destination=lisbon"));
    await waitFor(() =>
      expect(screen.queryByRole("link", { name: "Douro Valley Day Trip" })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole("link", { name: "Tram 28 Walking Tour" })).toBeInTheDocument();
  });

  it("says so when no offer matches the destination", async () => {
    renderApp("/hotel?destination=atlantis");
    expect(await screen.findByText("No offers match this destination.")).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Destination" })).toHaveValue("atlantis");
  });

  it("opens an offer's booking view at its own address", async () => {
    const { user, router } = renderApp("/stays");
    const list = await offerList("Stays");
    await user.click(within(list).getByRole("link", { name: "Alfama Apartment" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Alfama Apartment" }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/stays/offers/401");
    await waitFor(() => expect(document.title).toBe("Alfama Apartment · Acme Travel"));
    expect(screen.getByRole("link", { name: "All offers in Stays" })).toHaveAttribute(
      "href",
      "/stays",
    );
  });

  it("answers an unknown offer, or one of another area, with a not-found note", async () => {
    renderApp("/hotel/offers/201");
    expect(await screen.findByText("This offer could not be found.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Hotels" })).toBeInTheDocument();
  });

  it("keeps the truthful page of an area that is not booked here", async () => {
    db.offers = [];
    renderApp("/cruises");
    expect(await screen.findByRole("heading", { level: 1, name: "Cruises" })).toBeInTheDocument();
    expect(
      screen.getByText("Search for Cruises is not available on this page yet."),
    ).toBeInTheDocument();
  });

  it("tells when an area has no offers", async () => {
    db.offers = [];
    renderApp("/resorts");
    expect(await screen.findByText("There are no offers here right now.")).toBeInTheDocument();
  });
});
