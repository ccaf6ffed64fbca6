import { act, screen, waitFor, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { replaceLeaveSiteForTests } from "../../lib/leave-site";
import { db } from "../../testing/db";
import { PAYMENT_PAGE } from "../../testing/checkout-resolvers";
import { server } from "../../testing/msw-server";
import { renderApp } from "../../testing/render-app";
import {
  payAndComeBack,
  recordPaymentPages,
  signInWithWallet,
  totalShows,
} from "./booking-test-utils";

interface SentBooking {
  requestId: string;
  expectedTotal: number;
  selection: { certificateId: string | null; discountCardIds: string[] } | null;
}
const sent = () => db.bookingCalls.startCheckout as SentBooking[];
let paymentPages: string[] = [];

beforeEach(() => {
  paymentPages = recordPaymentPages();
});
afterEach(() => replaceLeaveSiteForTests(null));

/** Book leaves for the payment page of the checkout it started. */
async function leavesForPayment() {
  await waitFor(() => expect(paymentPages).toHaveLength(1));
  expect(paymentPages[0]).toBe(`${PAYMENT_PAGE}${db.checkouts.at(-1)?.id}`);
}

describe("booking an offer", () => {
  it("books with the shown total once paid, confirms, and lists the trip on /user/my-trips", async () => {
    signInWithWallet();
    const { user, router } = renderApp("/hotel/offers/101");
    await totalShows("$20.00");
    expect(screen.getByText("You pay the total by card on the next page.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Book now" }));
    await leavesForPayment();
    expect(db.reservations).toHaveLength(0);
    await act(() => payAndComeBack(router));

    const confirmation = await screen.findByRole("region", { name: "Booking confirmed" });
    expect(sent()).toHaveLength(1);
    expect(sent()[0]).toMatchObject({
      expectedTotal: 20,
      selection: { certificateId: "CERT-HLT:11", discountCardIds: [] },
    });
    expect(sent()[0]?.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    const reference = db.reservations[0]?.reference ?? "";
    expect(reference).toMatch(/^WH-/);
    expect(within(confirmation).getByText(reference)).toBeInTheDocument();
    expect(within(confirmation).getByText("$20.00")).toBeInTheDocument();
    expect(within(confirmation).getByText("Hotel Stay Certificate")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole("heading", { level: 2, name: "Booking confirmed" })).toHaveFocus(),
    );

    await user.click(within(confirmation).getByRole("link", { name: "See your trips" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/user/my-trips"));
    expect(await screen.findByRole("heading", { level: 1, name: "My Trips" })).toBeInTheDocument();
    const upcoming = await screen.findByRole("list", { name: "Upcoming trips" });
    const trip = within(upcoming).getByRole("listitem");
    expect(trip).toHaveTextContent("Harbour View Hotel");
    expect(trip).toHaveTextContent(reference);
    expect(trip).toHaveTextContent("Hotel Stay Certificate");
    expect(screen.getByText("You have no past trips.")).toBeInTheDocument();
    // The certificate was spent.
    expect(db.walletCards.find((c) => c.cardCode === "CERT-HLT")?.status).toBe("REDEEMED");
  });

  it("sends the same request id again when the traveller retries after a failure", async () => {
    signInWithWallet({ wallet: false });
    const seen: string[] = [];
    server.use(
      graphql.mutation(
        "StartCheckout",
        ({ variables }) => {
          seen.push((variables.input as SentBooking).requestId);
          return HttpResponse.json({ errors: [{ message: "gateway down" }] });
        },
        { once: true },
      ),
    );
    const { user } = renderApp("/hotel/offers/101");
    await totalShows("$120.00");
    await user.click(screen.getByRole("button", { name: "Book now" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The booking could not be completed. Please try again.",
    );
    await user.click(screen.getByRole("button", { name: "Book now" }));
    await leavesForPayment();
    expect(seen).toHaveLength(1);
    expect(sent()[0]?.requestId).toBe(seen[0]);
  });

  it("says OUTCOME_UNKNOWN when the booking's answer came too late, and the retry sends the same request id", async () => {
    signInWithWallet({ wallet: false });
    const seen: string[] = [];
    server.use(
      graphql.mutation(
        "StartCheckout",
        ({ variables }) => {
          seen.push((variables.input as SentBooking).requestId);
          return HttpResponse.json({
            data: {
              startCheckout: {
                __typename: "CheckoutPayload",
                checkout: null,
                reservation: null,
                errors: [
                  {
                    __typename: "BookingError",
                    field: null,
                    code: "OUTCOME_UNKNOWN",
                    message: "We could not confirm your booking in time.",
                  },
                ],
              },
            },
          });
        },
        { once: true },
      ),
    );
    const { user } = renderApp("/hotel/offers/101");
    await totalShows("$120.00");
    await user.click(screen.getByRole("button", { name: "Book now" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "We could not confirm your booking in time. Please book again: it is never made twice.",
    );
    await user.click(screen.getByRole("button", { name: "Book now" }));
    await leavesForPayment();
    expect(sent()[0]?.requestId).toBe(seen[0]);
    expect(db.checkouts).toHaveLength(1);
  });

  it("shows PRICE_CHANGED, shows the new quote, and books it on the next try", async () => {
    signInWithWallet({ wallet: false });
    const { user } = renderApp("/hotel/offers/101");
    await totalShows("$120.00");
    db.offers.find((o) => o.id === "101")!.priceUsd = 130;
    await user.click(screen.getByRole("button", { name: "Book now" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The price of this trip has changed. Check the new total and book again.",
    );
    await totalShows("$130.00");
    expect(db.reservations).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Book now" }));
    await leavesForPayment();
    expect(sent().map((b) => b.expectedTotal)).toEqual([120, 130]);
    // A new total is a new booking attempt: a new request id.
    expect(sent()[1]?.requestId).not.toBe(sent()[0]?.requestId);
  });

  it("shows CARD_ALREADY_USED and refreshes the wallet", async () => {
    signInWithWallet();
    const { user } = renderApp("/hotel/offers/101");
    await totalShows("$20.00");
    // Spent meanwhile, in another tab.
    db.walletCards.find((c) => c.cardCode === "CERT-HLT")!.status = "REDEEMED";
    await user.click(screen.getByRole("button", { name: "Book now" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "One of the cards you chose has already been used. Your wallet has been updated: choose again and book.",
    );
    const panel = screen.getByRole("region", { name: "Pay with your wallet" });
    expect(
      await within(panel).findByText("Hotel Stay Certificate (CERT-HLT): not active"),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(panel).getByRole("radio", { name: /City Break Certificate/ })).toBeChecked(),
    );
    expect(db.reservations).toHaveLength(0);
  });

  it("opens the sign-in dialog when a signed-out visitor books", async () => {
    const { user } = renderApp("/hotel/offers/101");
    await totalShows("$120.00");
    expect(screen.getByText("You will be asked to sign in before you book.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Book now" }));
    expect(await screen.findByRole("dialog", { name: "Sign In" })).toBeInTheDocument();
    expect(sent()).toHaveLength(0);
  });

  it("explains instead of offering Book when the account cannot book", async () => {
    signInWithWallet({ viewer: { canBook: false } });
    renderApp("/hotel/offers/101");
    expect(
      await screen.findByText("Your account cannot make bookings on this site yet."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Book now" })).not.toBeInTheDocument();
  });
});
