import { act, screen, waitFor, within } from "@testing-library/react";
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

const cashSection = () => screen.findByRole("region", { name: "Pay with cash card" });
const cashInput = () => screen.getByRole("textbox", { name: "Amount from your cash card" });
const cashBalance = () => db.walletCards.find((c) => c.kind === "CASH_CARD")?.amount;

describe("booking view: pay with the cash card", () => {
  it("shows the balance and the most this trip can use; Use all pays what remains", async () => {
    signInWithWallet();
    const { user } = renderApp("/hotel/offers/101");
    // 120 less the 100 certificate leaves 20 of the 150 balance to use
    await totalShows("$20.00");
    const section = await cashSection();
    expect(
      within(section).getByText("Balance: $150.00. You can use up to $20.00 on this booking."),
    ).toBeInTheDocument();
    expect(cashInput()).toHaveAccessibleDescription(
      "Balance: $150.00. You can use up to $20.00 on this booking.",
    );
    await user.click(within(section).getByRole("button", { name: "Use all ($20.00)" }));
    expect(cashInput()).toHaveValue("20.00");
    await totalShows("$0.00");
    const breakdown = within(pricePanel()).getByRole("list", { name: "Price breakdown" });
    const line = within(breakdown).getByText("Cash card: Cash Card").closest("li");
    expect(line).toHaveTextContent("-$20.00");
  });

  it("says what is wrong with an amount, linked to the field, and prices without it", async () => {
    signInWithWallet();
    const { user } = renderApp("/hotel/offers/101");
    await totalShows("$20.00");
    await cashSection();
    await user.type(cashInput(), "30");
    expect(await screen.findByText("That is more than remains to pay.")).toBeInTheDocument();
    expect(cashInput()).toHaveAttribute("aria-invalid", "true");
    // the error is the input's error message (aria-errormessage, the design system's pattern)
    const errorId = cashInput().getAttribute("aria-errormessage") ?? "";
    expect(document.getElementById(errorId)).toHaveTextContent("That is more than remains to pay.");
    await user.clear(cashInput());
    await user.type(cashInput(), "1.234");
    expect(await screen.findByText("Enter an amount such as 25.50.")).toBeInTheDocument();
    await totalShows("$20.00");
    await user.click(screen.getByRole("button", { name: "Don't use" }));
    expect(cashInput()).toHaveValue("");
    expect(cashInput()).not.toHaveAttribute("aria-invalid", "true");
  });

  it("books with the amount chosen: the balance goes down by it", async () => {
    signInWithWallet();
    const { user, router } = renderApp("/hotel/offers/101");
    await totalShows("$20.00");
    await cashSection();
    await user.type(cashInput(), "12.5");
    await totalShows("$7.50");
    const paymentPages = recordPaymentPages();
    await user.click(screen.getByRole("button", { name: "Book now" }));
    await waitFor(() => expect(paymentPages).toHaveLength(1));
    replaceLeaveSiteForTests(null);
    await act(() => payAndComeBack(router));
    const confirmation = await screen.findByRole("region", { name: "Booking confirmed" });
    expect(within(confirmation).getByText("$7.50")).toBeInTheDocument();
    expect(db.bookingCalls.startCheckout[0]).toMatchObject({
      cashCardAmount: "12.5",
      expectedTotal: 7.5,
    });
    await waitFor(() => expect(cashBalance()).toBe(137.5));
  });

  it("is not offered where the organisation's wallet options leave the cash card out", async () => {
    signInWithWallet();
    db.siteConfig.walletOptions = ["CERTIFICATES", "DISCOUNT_CARDS"];
    renderApp("/hotel/offers/101");
    await totalShows("$20.00");
    expect(screen.queryByRole("region", { name: "Pay with cash card" })).not.toBeInTheDocument();
  });

  it("is in Spanish for a Spanish visitor", async () => {
    signInWithWallet();
    document.cookie = "language=es-ES; path=/";
    renderApp("/hotel/offers/101");
    expect(
      await screen.findByRole("region", { name: "Pagar con tarjeta monedero" }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("textbox", { name: "Importe de tu tarjeta monedero" }),
    ).toBeInTheDocument();
  });
});
