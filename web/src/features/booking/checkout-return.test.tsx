import { act, screen, waitFor, within } from "@testing-library/react";
import { replaceLeaveSiteForTests } from "../../lib/leave-site";
import { db } from "../../testing/db";
import { renderApp } from "../../testing/render-app";
import {
  payAndComeBack,
  recordPaymentPages,
  signInWithWallet,
  totalShows,
} from "./booking-test-utils";

let paymentPages: string[] = [];
beforeEach(() => {
  paymentPages = recordPaymentPages();
});
afterEach(() => {
  replaceLeaveSiteForTests(null);
  // where each checkout was started is kept in this tab's session storage
  sessionStorage.clear();
});

/** Books offer 101 without a wallet ($120 to pay) and leaves for the payment page. */
async function startPaying() {
  signInWithWallet({ wallet: false });
  const rendered = renderApp("/hotel/offers/101");
  await totalShows("$120.00");
  await rendered.user.click(screen.getByRole("button", { name: "Book now" }));
  await waitFor(() => expect(paymentPages).toHaveLength(1));
  return rendered;
}

const outcome = () => screen.findByRole("region", { name: "Not booked yet" });

describe("back from the payment page", () => {
  it("after a declined card, says why and leads back to the payment page", async () => {
    const { router } = await startPaying();
    const checkout = await act(() => payAndComeBack(router, "declined"));
    const region = await outcome();
    expect(region).toHaveTextContent("Your payment did not go through: Your card was declined.");
    expect(within(region).getByRole("link", { name: "Pay again" })).toHaveAttribute(
      "href",
      checkout.paymentUrl,
    );
    expect(within(region).getByRole("link", { name: "Back to the offer" })).toHaveAttribute(
      "href",
      "/hotel/offers/101",
    );
    expect(db.reservations).toHaveLength(0);
  });

  it("after a cancellation, says nothing was booked or charged", async () => {
    const { router } = await startPaying();
    await act(() => payAndComeBack(router, "cancelled"));
    expect(await outcome()).toHaveTextContent(
      "You cancelled the payment. Nothing was booked or charged.",
    );
    expect(screen.queryByRole("link", { name: "Pay again" })).not.toBeInTheDocument();
  });

  it("paid, confirms the booking once, also when the page is opened again", async () => {
    const { router } = await startPaying();
    await act(() => payAndComeBack(router));
    const confirmation = await screen.findByRole("region", { name: "Booking confirmed" });
    expect(within(confirmation).getByText("$120.00")).toBeInTheDocument();
    await act(() => router.navigate("/"));
    await act(() => router.navigate(`/checkout/return?checkout=${db.checkouts[0]!.id}`));
    await screen.findByRole("region", { name: "Booking confirmed" });
    expect(db.reservations).toHaveLength(1);
  });

  it("says so for a checkout that is not the traveller's", async () => {
    signInWithWallet({ wallet: false });
    renderApp("/checkout/return?checkout=co_000000000000000000000099");
    expect(await outcome()).toHaveTextContent(
      "We could not find this payment. Please start your booking again.",
    );
  });

  it("is in Spanish for a Spanish visitor", async () => {
    signInWithWallet({ wallet: false });
    db.checkouts.push({
      id: "co_000000000000000000000001",
      ownerId: "7",
      requestId: "request-es-1",
      input: {},
      amount: 120,
      currency: "USD",
      payment: "cancelled",
      status: "AWAITING_PAYMENT",
      paymentUrl: "https://payments.test/pay/co_000000000000000000000001",
      reservationId: null,
    });
    document.cookie = "language=es-ES; path=/";
    try {
      renderApp("/checkout/return?checkout=co_000000000000000000000001");
      expect(
        await screen.findByText("Ha cancelado el pago. No se ha reservado ni cobrado nada."),
      ).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Volver a la oferta" })).toHaveAttribute("href", "/");
    } finally {
      document.cookie = "language=; path=/; max-age=0";
    }
  });
});
