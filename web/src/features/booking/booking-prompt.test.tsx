import { screen, waitFor, within } from "@testing-library/react";
import { db } from "../../testing/db";
import { renderApp } from "../../testing/render-app";
import { buildPaymentCard } from "../../testing/wallet-factories";
import { pricePanel, signInWithWallet, totalShows } from "./booking-test-utils";

describe("booking view: certificate prompt (spec §4)", () => {
  /** A traveller with no certificate and no discount card for hotels. */
  function withoutHotelCards() {
    signInWithWallet({
      cards: [
        buildPaymentCard({
          ownerId: "7",
          kind: "CERTIFICATE",
          name: "Experiences Certificate",
          services: ["ACT"],
          amount: 60,
        }),
        buildPaymentCard({
          ownerId: "7",
          kind: "DISCOUNT_CARD",
          name: "Empty Discount Card",
          amount: 0,
        }),
      ],
    });
  }

  it("opens when required, blocks Book until answered, and DECLINE prices without a certificate", async () => {
    withoutHotelCards();
    const { user } = renderApp("/hotel/offers/101");
    const prompt = await screen.findByRole("alertdialog", { name: "Use a certificate?" });
    // The organisation's highest redemption-price certificate for hotels is offered.
    const useDefault = within(prompt).getByRole("button", {
      name: /^Use Hotel Plus Certificate/,
    });
    expect(useDefault).toHaveTextContent("Costs $45.00 · Worth $100.00");

    // Closed without an answer: Book opens it again instead of booking.
    await user.click(within(prompt).getByRole("button", { name: "Decide later" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(
      screen.getByText("Before you book, choose whether to use a certificate."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Book now" }));
    const again = await screen.findByRole("alertdialog", { name: "Use a certificate?" });
    expect(db.bookingCalls.startCheckout).toHaveLength(0);

    await user.click(within(again).getByRole("button", { name: "Continue without a certificate" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(
      await screen.findByText("You chose to continue without a certificate."),
    ).toBeInTheDocument();
    await totalShows("$120.00");
    expect(db.bookingCalls.quote.at(-1)).toMatchObject({ certificatePrompt: "DECLINE" });
  });

  it("USE_DEFAULT adds the certificate's price and takes off its value", async () => {
    withoutHotelCards();
    const { user } = renderApp("/hotel/offers/101");
    const prompt = await screen.findByRole("alertdialog", { name: "Use a certificate?" });
    await user.click(within(prompt).getByRole("button", { name: /^Use Hotel Plus Certificate/ }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    // 120 + 45 − 100.
    await totalShows("$65.00");
    const breakdown = within(pricePanel()).getByRole("list", { name: "Price breakdown" });
    expect(
      within(breakdown).getByText("Certificate bought with this booking: Hotel Plus Certificate")
        .parentElement,
    ).toHaveTextContent("$45.00");
    expect(
      within(breakdown).getByText("Certificate: Hotel Plus Certificate").parentElement,
    ).toHaveTextContent("-$100.00");
    expect(screen.getByText("You chose to use Hotel Plus Certificate.")).toBeInTheDocument();

    // The answer can be changed.
    await user.click(screen.getByRole("button", { name: "Change" }));
    const reopened = await screen.findByRole("alertdialog", { name: "Use a certificate?" });
    await user.click(
      within(reopened).getByRole("button", { name: "Continue without a certificate" }),
    );
    await totalShows("$120.00");
  });

  it("shows the default certificate's price and value in the chosen currency", async () => {
    document.cookie = "currency_code=EUR; path=/";
    withoutHotelCards();
    const { user } = renderApp("/hotel/offers/101");
    const prompt = await screen.findByRole("alertdialog", { name: "Use a certificate?" });
    const useDefault = within(prompt).getByRole("button", {
      name: /^Use Hotel Plus Certificate/,
    });
    await waitFor(() => expect(useDefault).toHaveTextContent("Costs €40.50 · Worth €90.00"));
    await user.click(useDefault);
    // (120 + 45 − 100) USD at 0.9.
    await totalShows("€58.50");
  });

  it("does not open for a traveller with a hotel certificate", async () => {
    signInWithWallet();
    renderApp("/hotel/offers/101");
    await totalShows("$20.00");
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("is not asked of an account that may not book, which is told why and what to do", async () => {
    withoutHotelCards();
    db.viewer = { ...db.viewer!, canBook: false };
    renderApp("/hotel/offers/101");
    expect(
      await screen.findByText("Your account cannot make bookings on this site yet."),
    ).toBeInTheDocument();
    expect(screen.getByText(/Ask them to turn bookings on for your account/)).toBeInTheDocument();
    // the price is there (the quote asks for the prompt), the prompt is not
    await waitFor(() =>
      expect(within(pricePanel()).getByRole("list", { name: "Price breakdown" })).toBeVisible(),
    );
    expect(screen.queryByRole("alertdialog", { name: "Use a certificate?" })).toBeNull();
    expect(screen.queryByText("Before you book, choose whether to use a certificate.")).toBeNull();
  });
});
