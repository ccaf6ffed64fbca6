import { act, screen, waitFor, within } from "@testing-library/react";
import { addDays } from "@travel/schema/wallet";
import { todayIso } from "../../lib/dates";
import { replaceLeaveSiteForTests } from "../../lib/leave-site";
import { db } from "../../testing/db";
import { buildAgentClient, buildAgentQuote } from "../../testing/agent-factories";
import { renderApp } from "../../testing/render-app";
import {
  payAndComeBack,
  pricePanel,
  recordPaymentPages,
  signInWithWallet,
  totalShows,
} from "./booking-test-utils";

const checkIn = addDays(todayIso(), 10);
const checkOut = addDays(todayIso(), 12);
const quotedTrip = `/hotel/offers/101?checkIn=${checkIn}&checkOut=${checkOut}&guests=2&rooms=1`;

/** Agent 8 with a client and an OPEN quote (id 41) of two nights at offer 101 for 2 guests. */
function seedAgentWithQuote(status: "OPEN" | "DECLINED" = "OPEN") {
  signInWithWallet({
    cards: [],
    wallet: false,
    viewer: { id: "8", firstName: "Alex", lastName: "Agent", userType: "AGENT" },
  });
  db.agentClients = [buildAgentClient({ agentId: "8", id: "21", name: "Rafael Duarte Silva" })];
  db.agentQuotes = [
    buildAgentQuote({
      agentId: "8",
      clientId: "21",
      offerId: "101",
      id: "41",
      reference: "Q-7K3Q9Z",
      checkIn,
      checkOut,
      guests: 2,
      rooms: 1,
      status,
      validUntil: addDays(todayIso(), 7),
    }),
  ];
}

let paymentPages: string[] = [];
beforeEach(() => {
  paymentPages = recordPaymentPages();
});
afterEach(() => replaceLeaveSiteForTests(null));

describe("an agent booking a quote", () => {
  it("names the quote and its client, makes the client the lead traveller and sends the quote's id", async () => {
    seedAgentWithQuote();
    const { user, router } = renderApp(`${quotedTrip}&quote=41`);
    expect(
      await screen.findByText("Booking quote Q-7K3Q9Z for Rafael Duarte Silva."),
    ).toBeInTheDocument();
    const who = await screen.findByRole("region", { name: "Who's travelling" });
    const lead = within(who).getByRole("group", { name: "Lead traveller" });
    await waitFor(() => expect(within(lead).getByLabelText("First name")).toHaveValue("Rafael"));
    expect(within(lead).getByLabelText("Last name")).toHaveValue("Duarte Silva");

    await totalShows("$240.00");
    await user.click(within(pricePanel()).getByRole("button", { name: "Book now" }));
    await waitFor(() => expect(paymentPages).toHaveLength(1));
    expect(db.bookingCalls.startCheckout.at(-1)).toMatchObject({
      agentQuoteId: "41",
      trip: { offerId: "101", checkIn, checkOut, guests: 2, rooms: 1 },
      travellers: [{ firstName: "Rafael", lastName: "Duarte Silva" }],
    });
    await act(() => payAndComeBack(router));
    await screen.findByRole("region", { name: "Booking confirmed" });
    expect(db.agentQuotes[0]).toMatchObject({
      status: "BOOKED",
      reservationReference: db.reservations[0]?.reference,
    });
  });

  it("shows QUOTE_NOT_OPEN when the quote can no longer be booked", async () => {
    seedAgentWithQuote("DECLINED");
    const { user } = renderApp(`${quotedTrip}&quote=41`);
    await screen.findByText("Booking quote Q-7K3Q9Z for Rafael Duarte Silva.");
    await totalShows("$240.00");
    await user.click(within(pricePanel()).getByRole("button", { name: "Book now" }));
    expect(await within(pricePanel()).findByRole("alert")).toHaveTextContent(
      "This quote can no longer be booked: it was booked, declined or expired, or the trip differs from the quote.",
    );
    expect(paymentPages).toEqual([]);
    expect(db.bookingCalls.startCheckout.at(-1)).toMatchObject({ agentQuoteId: "41" });
    expect(db.reservations).toEqual([]);
  });

  it("names no quote and fills no lead traveller for a quote that is not the agent's", async () => {
    seedAgentWithQuote();
    db.agentQuotes[0]!.agentId = "99";
    renderApp(`${quotedTrip}&quote=41`);
    await totalShows("$240.00");
    await waitFor(() => expect(db.agentCalls.reads).toBeGreaterThan(0));
    expect(screen.queryByText(/Booking quote/)).toBeNull();
    const who = await screen.findByRole("region", { name: "Who's travelling" });
    const lead = within(who).getByRole("group", { name: "Lead traveller" });
    expect(within(lead).getByLabelText("First name")).toHaveValue("");
  });

  it("sends no quote for a traveller, whose booking view has no quote for a client", async () => {
    seedAgentWithQuote();
    db.viewer = { ...db.viewer!, userType: "TRAVELLER" };
    const { user } = renderApp(`${quotedTrip}&quote=41`);
    await totalShows("$240.00");
    expect(screen.queryByText(/Booking quote/)).toBeNull();
    expect(screen.queryByRole("region", { name: "Quote for a client" })).toBeNull();
    await user.click(within(pricePanel()).getByRole("button", { name: "Book now" }));
    await waitFor(() => expect(paymentPages).toHaveLength(1));
    expect(db.bookingCalls.startCheckout.at(-1)).not.toHaveProperty("agentQuoteId");
    expect(db.agentCalls.reads).toBe(0);
  });
});
