import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { formatDayText } from "@travel/design-system";
import { addDays, isoWeekday } from "@travel/schema/wallet";
import { formatDay, todayIso } from "../../lib/dates";
import { replaceLeaveSiteForTests } from "../../lib/leave-site";
import { db } from "../../testing/db";
import { renderApp } from "../../testing/render-app";
import {
  payAndComeBack,
  pricePanel,
  recordPaymentPages,
  signInWithWallet,
  totalShows,
} from "./booking-test-utils";

/** The trip sent with the last quote and the last checkout started. */
interface SentTrip {
  trip: { checkIn: string; checkOut: string | null; guests: number; rooms: number };
  selection: unknown;
  cashCardAmount?: string | null;
}
const lastQuote = () => db.bookingCalls.quote.at(-1) as SentTrip | undefined;
const lastCheckout = () => db.bookingCalls.startCheckout.at(-1) as SentTrip | undefined;
const offer = (id: string) => {
  const found = db.offers.find((o) => o.id === id);
  if (!found) throw new Error(`no offer ${id}`);
  return found;
};

/** A day at least `days` after today, on the ISO weekday asked for (1 Monday … 7 Sunday). */
function nextWeekday(weekday: number, days = 3): string {
  let day = addDays(todayIso(), days);
  while (isoWeekday(day) !== weekday) day = addDays(day, 1);
  return day;
}

let paymentPages: string[] = [];
beforeEach(() => {
  paymentPages = recordPaymentPages();
});
afterEach(() => replaceLeaveSiteForTests(null));

describe("booking view of every area", () => {
  it("books a flight for passengers, with its legs and picture, the cash card and no wallet panel", async () => {
    signInWithWallet();
    const day = addDays(todayIso(), 5);
    const { user } = renderApp(`/flight/offers/502?checkIn=${day}&guests=3`);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Lisbon to Madrid via Porto" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "All offers in Flights" })).toHaveAttribute(
      "href",
      "/flight",
    );
    const picture = screen.getByRole("img", {
      name: "Lisbon to Madrid via Porto, Lisbon to Madrid",
    });
    expect(picture).toHaveAttribute("src", "/offer-images/502.svg");
    // the largest thing on the offer page's first screen: fetched at once, before others
    expect(picture).toHaveAttribute("loading", "eager");
    expect(picture).toHaveAttribute("fetchpriority", "high");
    expect(picture).toHaveAttribute("width", "320");
    expect(screen.getByText("TB200 (Travel Air) LIS 07:00 → OPO 08:00")).toBeInTheDocument();
    expect(screen.getByText("TB310 (Travel Air) OPO 09:00 → MAD 11:15")).toBeInTheDocument();
    expect(screen.getByText("Business · Stops: 1 · Checked bags: 2")).toBeInTheDocument();
    expect(screen.getByRole("main")).toHaveTextContent("From $95.00 per person");

    // one day, the party as passengers, each of them named
    expect(screen.getByRole("textbox", { name: "Date" })).toHaveValue(formatDayText(day, "en-US"));
    expect(screen.queryByRole("textbox", { name: "Check-out" })).not.toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Rooms" })).not.toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Passengers" })).toHaveValue("3");
    await totalShows("$285.00");
    expect(within(pricePanel()).getByText("3 passengers")).toBeInTheDocument();
    expect(lastQuote()).toMatchObject({
      trip: { checkIn: day, checkOut: null, guests: 3, rooms: 1 },
      selection: null,
    });

    // no certificates or discount cards for a flight, but the cash card pays
    expect(screen.queryByRole("region", { name: "Pay with your wallet" })).not.toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Use a certificate?" })).not.toBeInTheDocument();
    const cash = await screen.findByRole("region", { name: "Pay with cash card" });
    await user.click(within(cash).getByRole("button", { name: "Use all ($150.00)" }));
    await totalShows("$135.00");

    const who = screen.getByRole("region", { name: "Who's travelling" });
    for (const [row, first, last] of [
      ["Traveller 2", "Ana", "Silva"],
      ["Traveller 3", "Rui", "Costa"],
    ] as const) {
      const group = within(who).getByRole("group", { name: row });
      await user.type(within(group).getByRole("textbox", { name: "First name" }), first);
      await user.type(within(group).getByRole("textbox", { name: "Last name" }), last);
    }
    await user.click(screen.getByRole("button", { name: "Book now" }));
    await waitFor(() => expect(paymentPages).toHaveLength(1));
    expect(lastCheckout()).toMatchObject({
      trip: { checkIn: day, checkOut: null, guests: 3, rooms: 1 },
      selection: null,
      cashCardAmount: "150",
    });
  });

  it("books a car from pick-up to drop-off, priced per rental day", async () => {
    const pickUp = addDays(todayIso(), 4);
    const { user } = renderApp(
      `/cars/offers/601?checkIn=${pickUp}&checkOut=${addDays(pickUp, 3)}&guests=2`,
    );
    expect(
      await screen.findByRole("heading", { level: 1, name: "Toyota Corolla or similar" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Pick-up: Lisbon Airport (LIS)")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Pick-up" })).toHaveValue(
      formatDayText(pickUp, "en-US"),
    );
    const dropOff = screen.getByRole("textbox", { name: "Drop-off" });
    expect(dropOff).toHaveValue(formatDayText(addDays(pickUp, 3), "en-US"));
    expect(screen.getByRole("combobox", { name: "Passengers" })).toHaveValue("2");
    await totalShows("$120.00");
    expect(within(pricePanel()).getByText("Days: 3")).toBeInTheDocument();

    fireEvent.change(dropOff, { target: { value: formatDayText(pickUp, "en-US") } });
    fireEvent.blur(dropOff);
    expect(await screen.findByText("Drop-off must be after pick-up.")).toBeInTheDocument();
    // a car takes at most its seats
    await user.selectOptions(screen.getByRole("combobox", { name: "Passengers" }), "6");
    fireEvent.blur(screen.getByRole("combobox", { name: "Passengers" }));
    expect(await screen.findByText("This offer takes at most 5.")).toBeInTheDocument();
  });

  it("books a week from its start weekday, for units", async () => {
    const saturday = nextWeekday(6);
    const { user } = renderApp(`/resorts/offers/451?checkIn=${saturday}&guests=4&rooms=1`);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Week at Praia Club" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "All offers in Weeks" })).toHaveAttribute(
      "href",
      "/resorts?type=weeks",
    );
    const start = screen.getByRole("textbox", { name: "Week starts on" });
    expect(start).toHaveValue(formatDayText(saturday, "en-US"));
    expect(start).toHaveAccessibleDescription(/This week starts on a Saturday/);
    expect(
      screen.getByText(`Nights: 7, until ${formatDay(addDays(saturday, 7), "en-US")}`),
    ).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Check-out" })).not.toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Guests" })).toHaveValue("4");
    await user.selectOptions(screen.getByRole("combobox", { name: "Units" }), "2");
    await totalShows("$1,800.00");
    expect(lastQuote()?.trip).toMatchObject({ checkIn: saturday, checkOut: null, rooms: 2 });

    fireEvent.change(start, { target: { value: formatDayText(addDays(saturday, 1), "en-US") } });
    fireEvent.blur(start);
    expect(
      await screen.findByText("This week starts on a Saturday: choose a Saturday."),
    ).toBeInTheDocument();
    expect(start).toHaveAttribute("aria-invalid", "true");
  });

  it("holds a week to its offer's start weekday when opened without dates", async () => {
    // a shared link or a favourite: no search day to go by, the offer's own weekday (Saturday)
    renderApp("/resorts/offers/451");
    const start = await screen.findByRole("textbox", { name: "Week starts on" });
    // the first Saturday on or after the first bookable day (today + the site's minimum)
    const first = nextWeekday(6, db.siteConfig.minCheckinDays);
    expect(start).toHaveValue(formatDayText(first, "en-US"));
    expect(start).toHaveAccessibleDescription(/This week starts on a Saturday/);
    await waitFor(() => expect(lastQuote()?.trip).toMatchObject({ checkIn: first }));

    fireEvent.change(start, { target: { value: formatDayText(addDays(first, 2), "en-US") } });
    fireEvent.blur(start);
    expect(
      await screen.findByText("This week starts on a Saturday: choose a Saturday."),
    ).toBeInTheDocument();
  });

  it("books a hotel for two rooms, sending them with the quote and the booking", async () => {
    signInWithWallet({ wallet: false });
    offer("101").maxGuests = 2;
    const checkIn = addDays(todayIso(), 3);
    const { user, router } = renderApp(
      `/hotel/offers/101?checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}&guests=4&rooms=2`,
    );
    const rooms = await screen.findByRole("combobox", { name: "Rooms" });
    expect(rooms).toHaveValue("2");
    // 120 a night, 2 nights, 2 rooms
    await totalShows("$480.00");
    expect(within(pricePanel()).getByText("Nights: 2 · 2 rooms")).toBeInTheDocument();
    expect(lastQuote()?.trip).toMatchObject({ guests: 4, rooms: 2 });

    // one room holds two: four guests need two rooms
    await user.selectOptions(rooms, "1");
    await user.click(screen.getByRole("button", { name: "Book now" }));
    expect(
      await screen.findByText("At most 2 fit in 1 room: choose fewer or add rooms."),
    ).toBeInTheDocument();
    expect(db.bookingCalls.startCheckout).toHaveLength(0);
    await user.selectOptions(rooms, "2");
    await totalShows("$480.00");
    await user.click(screen.getByRole("button", { name: "Book now" }));
    await waitFor(() => expect(paymentPages).toHaveLength(1));
    expect(lastCheckout()?.trip).toMatchObject({
      checkIn,
      checkOut: addDays(checkIn, 2),
      guests: 4,
      rooms: 2,
    });
    await act(() => payAndComeBack(router));
    const confirmation = await screen.findByRole("region", { name: "Booking confirmed" });
    expect(within(confirmation).getByText("Rooms")).toBeInTheDocument();
    expect(db.reservations.at(-1)).toMatchObject({ guests: 4, rooms: 2 });
  });

  it("shows a day sold out on the check-in field", async () => {
    const checkIn = addDays(todayIso(), 6);
    offer("101").soldOut = [addDays(checkIn, 1)];
    renderApp(`/hotel/offers/101?checkIn=${checkIn}&checkOut=${addDays(checkIn, 3)}&guests=2`);
    const field = await screen.findByRole("textbox", { name: "Check-in" });
    const message = `Sold out on ${formatDay(addDays(checkIn, 1), "en-US")}. Choose other dates.`;
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(
      within(pricePanel()).getByText(
        "These dates are sold out: choose other dates to see the price.",
      ),
    ).toBeInTheDocument();
    // other dates: priced again, the field valid
    fireEvent.change(field, { target: { value: formatDayText(addDays(checkIn, 2), "en-US") } });
    await totalShows("$120.00");
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    expect(field).not.toHaveAttribute("aria-invalid");
  });
});
