import { screen, waitFor, within } from "@testing-library/react";
import { addDays } from "@travel/schema/wallet";
import { pageNavigation } from "../../lib/session/reload-page";
import { todayIso } from "../../lib/dates";
import { db } from "../../testing/db";
import { buildAccount, buildViewer } from "../../testing/factories";
import { renderApp, renderInApp } from "../../testing/render-app";
import { buildReservation } from "../../testing/wallet-factories";
import { BookingHistorySection, TripsSection } from ".";

let reload: jest.SpyInstance;
beforeEach(() => {
  reload = jest.spyOn(pageNavigation, "reloadPage").mockImplementation(() => {});
});
afterEach(() => {
  reload.mockRestore();
  document.cookie = "currency_code=; max-age=0; path=/";
});

/** Makes the wide-screen media queries match (jsdom matches none by default). */
function wideScreen() {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...original(query),
    matches: /min-width/.test(query) && !/max-width/.test(query),
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

function seedBookings() {
  const today = todayIso();
  db.viewer = buildViewer({ id: "7" });
  db.reservations = [
    buildReservation({
      ownerId: "7",
      offerId: "101",
      reference: "WH-OLDEST",
      checkIn: addDays(today, -60),
      checkOut: addDays(today, -58),
      total: 160,
      currency: "EUR",
      bookedAt: "2026-01-05T10:00:00.000Z",
    }),
    buildReservation({
      ownerId: "7",
      offerId: "201",
      reference: "WH-NEWEST",
      checkIn: addDays(today, 20),
      checkOut: null,
      guests: 3,
      total: 105,
      status: "CANCELLED",
      bookedAt: "2026-03-01T10:00:00.000Z",
    }),
    buildReservation({
      ownerId: "7",
      offerId: "102",
      reference: "WH-MIDDLE",
      checkIn: addDays(today, 5),
      checkOut: addDays(today, 8),
      total: 300,
      bookedAt: "2026-02-01T10:00:00.000Z",
    }),
    buildReservation({ ownerId: "8", offerId: "102", reference: "WH-OTHER1" }),
  ];
}

describe("booking history (/user/booking-history)", () => {
  it("lists every booking newest first, with status, dates and amounts in the chosen currency", async () => {
    seedBookings();
    document.cookie = "currency_code=EUR; path=/";
    renderApp("/user/booking-history");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Booking History" }),
    ).toBeInTheDocument();
    const list = await screen.findByRole("list", { name: "Your bookings, newest first" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((li) => within(li).getByText(/^WH-/).textContent)).toEqual([
      "WH-NEWEST",
      "WH-MIDDLE",
      "WH-OLDEST",
    ]);
    const [newest, middle, oldest] = items;
    expect(within(newest!).getByText("Cancelled")).toBeInTheDocument();
    expect(newest).toHaveTextContent("3 people");
    // paid in USD, shown in euros with what was paid
    expect(middle).toHaveTextContent("€270.00");
    expect(middle).toHaveTextContent("paid $300.00");
    expect(within(middle!).getByText("Confirmed")).toBeInTheDocument();
    // paid in euros: nothing to add
    expect(oldest).toHaveTextContent("€160.00");
    expect(oldest).not.toHaveTextContent("paid");
    expect(within(oldest!).getByRole("heading", { level: 3 })).toHaveTextContent(
      "Harbour View Hotel",
    );
    expect(screen.queryByText("WH-OTHER1")).toBeNull();
  });

  it("is a captioned table on wide screens", async () => {
    const restore = wideScreen();
    try {
      seedBookings();
      renderApp("/user/booking-history");
      const table = await screen.findByRole("table", { name: "Your bookings, newest first" });
      const rows = within(table).getAllByRole("row");
      expect(
        within(rows[0]!)
          .getAllByRole("columnheader")
          .map((h) => h.textContent),
      ).toEqual(["Booking", "Booked on", "Reference", "Dates and guests", "Status", "Total"]);
      expect(rows.slice(1).map((r) => within(r).getByText(/^WH-/).textContent)).toEqual([
        "WH-NEWEST",
        "WH-MIDDLE",
        "WH-OLDEST",
      ]);
      expect(within(rows[3]!).getByRole("rowheader")).toHaveTextContent("Harbour View Hotel");
    } finally {
      restore();
    }
  });

  it("says when there are no bookings yet", async () => {
    db.viewer = buildViewer({ id: "7" });
    renderApp("/user/booking-history");
    expect(await screen.findByText("You have not booked anything yet.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse hotels" })).toHaveAttribute("href", "/hotel");
  });

  it("opens sign-in for a signed-out visitor and returns to the page, even with a promotion", async () => {
    seedBookings();
    const viewer = db.viewer!;
    db.viewer = null;
    db.accounts = [
      buildAccount({ viewer: { ...viewer, email: "ana@example.com", hasPromotion: true } }),
    ];
    const { user, router, unmount } = renderApp("/user/booking-history");
    const dialog = await screen.findByRole("dialog", { name: "Sign In" });
    expect(screen.queryByRole("list", { name: "Your bookings, newest first" })).toBeNull();
    await user.type(within(dialog).getByLabelText("Email Address"), "ana@example.com");
    await user.type(within(dialog).getByLabelText("Password"), "Secret#123");
    await user.click(within(dialog).getByRole("button", { name: "Login" }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(router.state.location.pathname).toBe("/user/booking-history");
    unmount();

    // The reload: the same address, now with the session.
    renderApp("/user/booking-history");
    expect(
      await screen.findByRole("list", { name: "Your bookings, newest first" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Sign In" })).toBeNull();
  });
});

describe("sections for the account page", () => {
  it("give my trips and the booking history each an h2 with their lists beneath", async () => {
    seedBookings();
    renderInApp(
      <>
        <TripsSection />
        <BookingHistorySection />
      </>,
    );
    const trips = await screen.findByRole("region", { name: "My Trips" });
    expect(within(trips).getByRole("heading", { level: 2, name: "My Trips" })).toBeInTheDocument();
    expect(
      await within(trips).findByRole("heading", { level: 3, name: "Upcoming trips" }),
    ).toBeInTheDocument();
    expect(within(trips).getAllByRole("heading", { level: 4 }).length).toBeGreaterThan(0);
    const history = screen.getByRole("region", { name: "Booking history" });
    expect(
      await within(history).findByRole("list", { name: "Your bookings, newest first" }),
    ).toBeInTheDocument();
    expect(within(history).getAllByRole("heading", { level: 3 })).toHaveLength(3);
  });
});
