import { screen, within } from "@testing-library/react";
import { addDays } from "@travel/schema/wallet";
import { todayIso } from "../../lib/dates";
import { db } from "../../testing/db";
import { buildViewer } from "../../testing/factories";
import { renderApp } from "../../testing/render-app";
import { buildPaymentCard, buildReservation } from "../../testing/wallet-factories";

describe("my trips (/user/my-trips)", () => {
  it("lists upcoming trips soonest first and past ones latest first, with their details", async () => {
    const today = todayIso();
    db.viewer = buildViewer({ id: "7" });
    const certificate = buildPaymentCard({
      ownerId: "7",
      kind: "CERTIFICATE",
      name: "Hotel Stay Certificate",
      cardCode: "CERT-HLT",
      paymentCardId: 11,
      status: "REDEEMED",
    });
    db.walletCards = [certificate];
    db.reservations = [
      buildReservation({
        ownerId: "7",
        offerId: "101",
        reference: "WH-LATER1",
        checkIn: addDays(today, 40),
        checkOut: addDays(today, 42),
        total: 20,
        cardIds: ["CERT-HLT:11"],
      }),
      buildReservation({
        ownerId: "7",
        offerId: "201",
        reference: "WH-SOON01",
        checkIn: addDays(today, 5),
        checkOut: null,
        guests: 3,
        total: 105,
      }),
      buildReservation({
        ownerId: "7",
        offerId: "401",
        reference: "WH-PAST01",
        checkIn: addDays(today, -30),
        checkOut: addDays(today, -28),
        total: 160,
        currency: "EUR",
      }),
      buildReservation({ ownerId: "8", offerId: "102", reference: "WH-OTHER1" }),
    ];
    renderApp("/user/my-trips");

    const upcoming = await screen.findByRole("list", { name: "Upcoming trips" });
    const upcomingItems = within(upcoming).getAllByRole("listitem");
    expect(
      upcomingItems.map((li) => within(li).getByRole("heading", { level: 3 }).textContent),
    ).toEqual(["Tram 28 Walking Tour", "Harbour View Hotel"]);
    const [tour, hotel] = upcomingItems;
    expect(tour).toHaveTextContent("WH-SOON01");
    // an activity's party are people
    expect(tour).toHaveTextContent("People3");
    expect(tour).toHaveTextContent("$105.00");
    expect(tour).toHaveTextContent("Cards usedNone");
    expect(hotel).toHaveTextContent("Cards usedHotel Stay Certificate");
    expect(within(hotel!).getByText("Confirmed")).toBeInTheDocument();
    expect(within(hotel!).getByRole("link", { name: "Harbour View Hotel" })).toHaveAttribute(
      "href",
      "/hotel/offers/101",
    );

    const past = screen.getByRole("list", { name: "Past trips" });
    expect(within(past).getAllByRole("listitem")).toHaveLength(1);
    expect(past).toHaveTextContent("WH-PAST01");
    expect(past).toHaveTextContent("€160.00");
    expect(screen.queryByText("WH-OTHER1")).not.toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  });

  it("says when there are no trips yet", async () => {
    db.viewer = buildViewer({ id: "7" });
    renderApp("/user/my-trips");
    expect(await screen.findByText("You have not booked any trips yet.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse hotels" })).toHaveAttribute("href", "/hotel");
  });

  it("asks a signed-out visitor to sign in", async () => {
    renderApp("/user/my-trips");
    expect(await screen.findByText("Sign in to see this page.")).toBeInTheDocument();
  });

  it("shows a trip of any area: a flight's passengers and day, a week's dates, a hotel's rooms", async () => {
    const today = todayIso();
    db.viewer = buildViewer({ id: "7" });
    db.reservations = [
      buildReservation({
        ownerId: "7",
        offerId: "502",
        reference: "WH-FLIGHT",
        checkIn: addDays(today, 5),
        checkOut: null,
        guests: 2,
      }),
      buildReservation({
        ownerId: "7",
        offerId: "451",
        reference: "WH-WEEK01",
        checkIn: "2030-06-01",
        checkOut: null,
        guests: 4,
        rooms: 2,
      }),
      buildReservation({
        ownerId: "7",
        offerId: "101",
        reference: "WH-ROOMS2",
        checkIn: "2030-07-01",
        checkOut: "2030-07-03",
        guests: 3,
        rooms: 2,
      }),
    ];
    renderApp("/user/my-trips");
    const upcoming = await screen.findByRole("list", { name: "Upcoming trips" });
    const [flight, week, hotel] = within(upcoming).getAllByRole("listitem");
    expect(flight).toHaveTextContent("Lisbon to Madrid via Porto");
    expect(flight).toHaveTextContent("Madrid, ES · Flights");
    expect(flight).toHaveTextContent("Passengers2");
    expect(flight).not.toHaveTextContent("Rooms");
    expect(
      within(flight!).getByRole("link", { name: "Lisbon to Madrid via Porto" }),
    ).toHaveAttribute("href", "/flight/offers/502");
    expect(week).toHaveTextContent("Lagos, PT · Weeks");
    expect(week).toHaveTextContent("DatesJun 1, 2030 to Jun 8, 2030");
    expect(week).toHaveTextContent("Guests4Units2");
    expect(within(week!).getByRole("link", { name: "Week at Praia Club" })).toHaveAttribute(
      "href",
      "/resorts/offers/451",
    );
    expect(hotel).toHaveTextContent("Guests3Rooms2");
  });
});
