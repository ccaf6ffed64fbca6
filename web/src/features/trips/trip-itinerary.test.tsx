import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { addDays } from "@travel/schema/wallet";
import { todayIso } from "../../lib/dates";
import { db } from "../../testing/db";
import { buildViewer } from "../../testing/factories";
import { renderApp } from "../../testing/render-app";
import { buildPaymentCard, buildReservation } from "../../testing/wallet-factories";

const today = todayIso();

function seed(overrides: Parameters<typeof buildReservation>[0]) {
  db.viewer = buildViewer({ id: "7" });
  const reservation = buildReservation(overrides);
  db.reservations = [reservation];
  return reservation;
}

describe("a trip's itinerary (/user/my-trips/:id)", () => {
  it("shows what, when, what was paid and how, and cancels with the refund the terms promise", async () => {
    const trip = seed({
      ownerId: "7",
      offerId: "101",
      reference: "WH-ITIN01",
      checkIn: addDays(today, 30),
      checkOut: addDays(today, 32),
      total: 240,
      paidWith: { brand: "Visa", last4: "4242" },
      travellers: [
        { firstName: "Ana", lastName: "García" },
        { firstName: "Tom", lastName: "Lee" },
      ],
      contact: { email: "ana@example.com", phone: null },
    });
    const user = userEvent.setup();
    renderApp("/user/my-trips");
    await user.click(await screen.findByRole("link", { name: "Manage trip WH-ITIN01" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Your trip" })).toBeVisible();
    expect(await screen.findByText("Visa ending in 4242")).toBeVisible();
    expect(screen.getByRole("heading", { level: 2, name: "Harbour View Hotel" })).toBeVisible();
    expect(screen.getByText("WH-ITIN01")).toBeVisible();
    expect(screen.getByText("Ana García, Tom Lee")).toBeVisible();
    expect(screen.getByText("ana@example.com")).toBeVisible();
    const terms = screen.getByRole("region", { name: "Cancellation terms" });
    expect(terms).toHaveTextContent(`Free cancellation until ${addDays(today, 23)}`);
    expect(terms).toHaveTextContent("Cancel today and get back 100% of what you paid.");

    await user.click(within(terms).getByRole("button", { name: "Cancel this booking" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Cancel booking WH-ITIN01?" });
    expect(dialog).toHaveTextContent(
      "You will get back $240.00 (100% of what you paid) to your Visa ending in 4242.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Cancel booking" }));

    const done = await screen.findByRole("region", { name: "Cancellation" });
    expect(done).toHaveTextContent("$240.00 (100%) refunded to your Visa ending in 4242.");
    // the dialog leaves after its closing animation
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(screen.getByText("Cancelled")).toBeVisible();
    expect(trip.status).toBe("CANCELLED");
  });

  it("gives the wallet cards back on a full refund and says so before", async () => {
    db.walletCards = [
      buildPaymentCard({
        ownerId: "7",
        kind: "CERTIFICATE",
        name: "Hotel Stay Certificate",
        cardCode: "CERT-HLT",
        paymentCardId: 11,
        status: "REDEEMED",
      }),
    ];
    seed({
      ownerId: "7",
      offerId: "101",
      reference: "WH-WALLET",
      checkIn: addDays(today, 20),
      checkOut: addDays(today, 21),
      total: 0,
      cardIds: ["CERT-HLT:11"],
    });
    const user = userEvent.setup();
    const { id } = db.reservations[0]!;
    renderApp(`/user/my-trips/${id}`);
    expect(await screen.findByText("Your wallet")).toBeVisible();
    await user.click(await screen.findByRole("button", { name: "Cancel this booking" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("The wallet cards used on it go back to your wallet.");
    await user.click(within(dialog).getByRole("button", { name: "Cancel booking" }));
    const done = await screen.findByRole("region", { name: "Cancellation" });
    expect(done).toHaveTextContent("Nothing was refunded to a card.");
    expect(done).toHaveTextContent("Back in your wallet: CERT-HLT.");
    expect(db.walletCards[0]!.status).toBe("ACTIVE");
  });

  it("tells what is kept once the free window has passed, and keeps the booking when asked", async () => {
    seed({
      ownerId: "7",
      offerId: "101",
      reference: "WH-LATE01",
      checkIn: addDays(today, 3),
      checkOut: addDays(today, 5),
      total: 300,
      paidWith: { brand: "Mastercard", last4: "4444" },
    });
    const user = userEvent.setup();
    renderApp(`/user/my-trips/${db.reservations[0]!.id}`);
    const terms = await screen.findByRole("region", { name: "Cancellation terms" });
    expect(terms).toHaveTextContent("No free cancellation: a 50% fee");
    await user.click(within(terms).getByRole("button", { name: "Cancel this booking" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("You will get back $150.00 (50% of what you paid)");
    await user.click(within(dialog).getByRole("button", { name: "Keep booking" }));
    // the dialog leaves after its closing animation
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(db.reservations[0]!.status).toBe("CONFIRMED");
  });

  it("says a past trip can no longer be cancelled, and an unknown one is not the traveller's", async () => {
    seed({
      ownerId: "7",
      offerId: "101",
      checkIn: addDays(today, -10),
      checkOut: addDays(today, -8),
    });
    renderApp(`/user/my-trips/${db.reservations[0]!.id}`);
    expect(await screen.findByText("This trip can no longer be cancelled.")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Cancel this booking" })).not.toBeInTheDocument();
  });

  it("answers an id that is not one of the traveller's trips", async () => {
    seed({ ownerId: "8", offerId: "101" });
    renderApp(`/user/my-trips/${db.reservations[0]!.id}`);
    expect(
      await screen.findByText("This trip is not one of yours, or it no longer exists."),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: "All your trips" })).toBeVisible();
  });
});
