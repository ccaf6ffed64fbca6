import { act, screen, waitFor, within } from "@testing-library/react";
import { formatDayText } from "@travel/design-system";
import { addDays } from "@travel/schema/wallet";
import { todayIso } from "../../lib/dates";
import { db } from "../../testing/db";
import { renderApp } from "../../testing/render-app";

const day = (n: number) => addDays(todayIso(), n);
const results = (area: string) => screen.findByRole("list", { name: `Results in ${area}` });
const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole("heading", { level: 3 })
    .map((h) => h.textContent);
const lastSearch = () => db.searchCalls.at(-1);

describe("search on an area page", () => {
  it("searches by keyboard: a place from the suggestions, dates and guests go into the address", async () => {
    const { user, router } = renderApp("/hotel");
    const form = await screen.findByRole("search", { name: "Search Hotels" });
    const place = within(form).getByRole("combobox", { name: "Destination" });
    await user.type(place, "lis");
    expect(await screen.findByRole("option", { name: /Lisbon, PT/ })).toBeInTheDocument();
    await user.keyboard("{ArrowDown}{Enter}");
    expect(place).toHaveValue("Lisbon");
    await user.selectOptions(within(form).getByRole("combobox", { name: "Guests" }), "3");
    await user.selectOptions(within(form).getByRole("combobox", { name: "Rooms" }), "2");
    await user.click(within(form).getByRole("button", { name: "Search" }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        `?destinationId=1&destination=Lisbon&checkIn=${day(1)}&checkOut=${day(2)}&guests=3&rooms=2`,
      ),
    );
    const list = await results("Hotels");
    expect(names(list)).toContain("Harbour View Hotel");
    expect(names(list)).not.toContain("Ribeira Rooms");
    expect(lastSearch()).toMatchObject({ area: "HLT", destinationId: "1", guests: 3, rooms: 2 });
    expect(screen.getByText("Results: 11")).toBeInTheDocument();
  });

  it("shows a card's picture, rating, facts, terms, units left and price for the dates and party", async () => {
    document.cookie = "currency_code=EUR; path=/";
    renderApp(`/hotel?destinationId=1&checkIn=${day(3)}&checkOut=${day(6)}&guests=2&rooms=1`);
    const list = await results("Hotels");
    const card = within(list).getByRole("link", { name: "Harbour View Hotel" }).closest("li")!;
    const image = within(card).getByRole("img", { name: "Harbour View Hotel, Lisbon, PT" });
    expect(image).toHaveAttribute("src", "/offer-images/101.svg");
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image).toHaveAttribute("width", "320");
    expect(within(card).getByRole("img", { name: "4 stars" })).toBeInTheDocument();
    expect(card).toHaveTextContent("Rated 4.5 out of 5 (120 reviews)");
    expect(card).toHaveTextContent("Double room · Breakfast");
    expect(card).toHaveTextContent("Free cancellation");
    expect(card).toHaveTextContent("Only 2 left");
    // 120 USD a night at 0.9, 3 nights
    expect(card).toHaveTextContent("€108.00 a night · €324.00 total");
    expect(within(card).getByRole("link", { name: "Harbour View Hotel" })).toHaveAttribute(
      "href",
      `/hotel/offers/101?checkIn=${day(3)}&checkOut=${day(6)}&guests=2&rooms=1`,
    );
  });

  it("asks the results again in the currency the traveller switches to", async () => {
    const { user } = renderApp(`/stays?checkIn=${day(4)}&checkOut=${day(5)}`);
    const list = await results("Stays");
    const card = () => within(list).getByRole("link", { name: "Alfama Apartment" }).closest("li")!;
    expect(card()).toHaveTextContent("$80.00 a night · $80.00 total");
    await user.click(screen.getByRole("button", { name: "Currency: USD $" }));
    const dialog = await screen.findByRole("dialog", { name: "Choose a currency" });
    await user.type(within(dialog).getByRole("searchbox", { name: "Search currencies" }), "euro");
    await user.click(within(dialog).getByRole("button", { pressed: false }));
    // 80 USD at 0.9
    await waitFor(() => expect(card()).toHaveTextContent("€72.00 a night · €72.00 total"));
  });

  it("carries the dates and party into the booking view", async () => {
    const { user } = renderApp(`/stays?checkIn=${day(4)}&checkOut=${day(7)}&guests=3`);
    const list = await results("Stays");
    await user.click(within(list).getByRole("link", { name: "Alfama Apartment" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Alfama Apartment" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Guests" })).toHaveValue("3");
    expect(screen.getByRole("textbox", { name: "Check-in" })).toHaveValue(
      formatDayText(day(4), "en-US"),
    );
    expect(screen.getByRole("textbox", { name: "Check-out" })).toHaveValue(
      formatDayText(day(7), "en-US"),
    );
  });

  it("filters and sorts through the address, and back goes to the previous results", async () => {
    const { user, router } = renderApp(`/hotel?checkIn=${day(2)}&checkOut=${day(3)}`);
    let list = await results("Hotels");
    expect(names(list)[0]).toBe("Harbour View Hotel"); // best: rating weighed by reviews
    await user.selectOptions(screen.getByRole("combobox", { name: "Sort by" }), "price");
    await waitFor(() => expect(router.state.location.search).toContain("sort=price"));
    list = await results("Hotels");
    await waitFor(() => expect(names(list)[0]).toBe("Lisbon Hotel 1"));
    await user.click(screen.getByRole("button", { name: "Filters" }));
    const dialog = await screen.findByRole("dialog", { name: "Filters" });
    await user.click(within(dialog).getByRole("checkbox", { name: "5 stars" }));
    await waitFor(() => expect(router.state.location.search).toContain("stars=5"));
    await user.click(within(dialog).getByRole("checkbox", { name: "Free cancellation" }));
    await waitFor(() => expect(router.state.location.search).toContain("freeCancellation=1"));
    await user.type(within(dialog).getByRole("textbox", { name: "Up to" }), "130{Enter}");
    await waitFor(() => expect(router.state.location.search).toContain("priceMax=130"));
    expect(lastSearch()?.filters).toMatchObject({
      stars: [5],
      freeCancellation: true,
      priceMax: "130",
    });
    await user.click(within(dialog).getByRole("button", { name: "Close filters" }));
    expect(await screen.findByText(/Try fewer filters/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(router.state.location.search).not.toContain("stars"));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toContain("priceMax=130"));
  });

  it("shows more results, keeping the number of pages in the address", async () => {
    const { user, router } = renderApp(`/hotel?checkIn=${day(2)}&checkOut=${day(3)}`);
    const list = await results("Hotels");
    expect(within(list).getAllByRole("listitem")).toHaveLength(12);
    await user.click(screen.getByRole("button", { name: "Show more" }));
    await waitFor(() => expect(router.state.location.search).toContain("page=2"));
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(13));
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
    expect(lastSearch()).toBeDefined();
  });

  it("shows a flight's legs, cabin and stops, linking to its booking view with the day and passengers", async () => {
    renderApp(
      `/flight?originId=1&origin=Lisbon&destinationId=3&destination=Madrid&checkIn=${day(5)}&guests=3`,
    );
    const list = await results("Flights");
    const card = within(list)
      .getByRole("heading", { name: "Lisbon to Madrid via Porto" })
      .closest("li")!;
    expect(card).toHaveTextContent("TB200 (Travel Air) LIS 07:00 → OPO 08:00");
    expect(card).toHaveTextContent("Business · Stops: 1 · Checked bags: 2");
    expect(card).not.toHaveTextContent("opens soon");
    expect(within(card).getByRole("link", { name: "Lisbon to Madrid via Porto" })).toHaveAttribute(
      "href",
      `/flight/offers/502?checkIn=${day(5)}&guests=3`,
    );
    expect(lastSearch()).toMatchObject({ area: "FLT", originId: "1", checkOut: null });
  });

  it("links a car to its booking view with the pick-up and drop-off days", async () => {
    renderApp(`/cars?checkIn=${day(4)}&checkOut=${day(7)}&guests=2`);
    const list = await results("Cars");
    expect(within(list).getByRole("link", { name: "Toyota Corolla or similar" })).toHaveAttribute(
      "href",
      `/cars/offers/601?checkIn=${day(4)}&checkOut=${day(7)}&guests=2`,
    );
  });

  it("links a package to its booking view with the day and travellers", async () => {
    renderApp(
      `/packages?originId=1&origin=Lisbon&destinationId=3&destination=Madrid&checkIn=${day(6)}&guests=2`,
    );
    const list = await results("Packages");
    const card = within(list).getByRole("heading", { name: "Madrid city break" }).closest("li")!;
    expect(card).toHaveTextContent("Nights: 3 at Gran Vía Suites");
    expect(within(card).getByRole("link", { name: "Madrid city break" })).toHaveAttribute(
      "href",
      `/packages/offers/851?checkIn=${day(6)}&guests=2`,
    );
  });

  it("says what found nothing, with what to try", async () => {
    renderApp(
      `/flight?originId=3&origin=Madrid&destinationId=1&destination=Lisbon&checkIn=${day(5)}`,
    );
    expect(
      await screen.findByText(
        /No Flights from Madrid to Lisbon on .*\. Try other dates or another place\./,
      ),
    ).toBeInTheDocument();
  });

  it("shows the gateway's refusal by the field it names", async () => {
    db.siteConfig.minCheckinDays = 3;
    const { user } = renderApp(`/cars?checkIn=${day(1)}&checkOut=${day(2)}`);
    expect(
      await screen.findByText("Check-in must be " + day(3) + " or later."),
    ).toBeInTheDocument();
    const form = screen.getByRole("search", { name: "Search Cars" });
    expect(within(form).getByRole("textbox", { name: "Pick-up" })).toBeInTheDocument();
    await user.click(within(form).getByRole("button", { name: "Search" }));
    expect(await within(form).findByText(/Choose .* or later\./)).toBeInTheDocument();
  });

  it("shows a refused filter above the results", async () => {
    renderApp(`/hotel?checkIn=${day(2)}&checkOut=${day(3)}&priceMin=200&priceMax=100`);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The lowest price is above the highest.",
    );
    expect(screen.queryByRole("list", { name: "Results in Hotels" })).not.toBeInTheDocument();
  });

  it("shows the results by place on the map and lists the places", async () => {
    const { user, router } = renderApp(`/activities?checkIn=${day(2)}`);
    await results("Activities");
    await user.click(screen.getByRole("button", { name: "Map" }));
    await waitFor(() => expect(router.state.location.search).toContain("view=map"));
    const map = await screen.findByRole("region", { name: "Results by place" });
    const places = screen.getByRole("list", { name: "Places on the map" });
    // each place is a pin: one with a single offer links to it (the map's own tests cover the
    // pins that select a place)
    const lisbonPin = within(map)
      .getAllByRole("link")
      .find((pin) => pin.textContent?.includes("Lisbon"));
    expect(lisbonPin).toHaveAttribute("href", `/activities/offers/201?checkIn=${day(2)}&guests=2`);
    expect(within(places).getByRole("heading", { name: "Lisbon" })).toBeInTheDocument();
    expect(within(places).getByRole("link", { name: "Tram 28 Walking Tour" })).toHaveAttribute(
      "href",
      `/activities/offers/201?checkIn=${day(2)}&guests=2`,
    );
  });

  it("searches weeks on the resorts page", async () => {
    const { user, router } = renderApp("/resorts");
    await user.click(await screen.findByRole("button", { name: "Weeks" }));
    const form = await screen.findByRole("search", { name: "Search Weeks" });
    expect(within(form).getByRole("textbox", { name: "Week starts on" })).toBeInTheDocument();
    await user.click(within(form).getByRole("button", { name: "Search" }));
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?type=weeks&checkIn=/));
    const list = await results("Weeks");
    expect(names(list)).toEqual(["Week at Praia Club"]);
    expect(
      within(list).getByText(/Praia Club · Condo · Bedrooms: 2 · Sleeps 6 · Nights: 7/),
    ).toBeInTheDocument();
  });
});
