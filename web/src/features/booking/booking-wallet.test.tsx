import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { formatDayText } from "@travel/design-system";
import { addDays } from "@travel/schema/wallet";
import { formatDay, todayIso } from "../../lib/dates";
import { db } from "../../testing/db";
import { renderApp } from "../../testing/render-app";
import { pricePanel, signInWithWallet, totalShows } from "./booking-test-utils";

describe("booking view: trip", () => {
  it("starts at the minimum check-in date (today plus minCheckinDays) and refuses earlier days", async () => {
    db.siteConfig.minCheckinDays = 3;
    const earliest = addDays(todayIso(), 3);
    renderApp("/hotel/offers/101");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Harbour View Hotel" }),
    ).toBeInTheDocument();
    const checkIn = await screen.findByRole("textbox", { name: "Check-in" });
    // the day in the visitor's order (en-US: month first), typed or chosen in a calendar
    expect(checkIn).toHaveValue(formatDayText(earliest, "en-US"));
    expect(checkIn).toHaveAttribute("placeholder", "mm/dd/yyyy");
    expect(screen.getByRole("textbox", { name: "Check-out" })).toHaveValue(
      formatDayText(addDays(earliest, 1), "en-US"),
    );
    expect(
      screen.getByText(`The earliest date you can book is ${formatDay(earliest, "en-US")}.`),
    ).toBeInTheDocument();
    await totalShows("$120.00");

    // The calendar: weeks from Sunday (the site's weekStart 0), days before the minimum disabled.
    fireEvent.click(screen.getAllByRole("button", { name: /^Change date, / })[0]!);
    const dialog = await screen.findByRole("dialog", { name: "Choose date" });
    await within(dialog).findByRole("grid");
    expect(dialog.querySelector("th")).toHaveAttribute("abbr", "Sunday");
    const cell = (day: string) =>
      dialog.querySelector(`[data-part="table-cell-trigger"][data-value="${day}"]`);
    expect(cell(addDays(earliest, -1))).toHaveAttribute("aria-disabled", "true");
    expect(cell(earliest)).not.toHaveAttribute("aria-disabled");
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    // A day typed before the minimum, then text that is no day: each refused with a message.
    fireEvent.change(checkIn, { target: { value: addDays(earliest, -1) } });
    fireEvent.blur(checkIn);
    expect(
      await screen.findByText(`Choose ${formatDay(earliest, "en-US")} or later.`),
    ).toBeInTheDocument();
    expect(checkIn).toHaveAttribute("aria-invalid", "true");
    expect(
      within(pricePanel()).getByText("Choose valid dates and guests to see the price."),
    ).toBeInTheDocument();
    fireEvent.change(checkIn, { target: { value: "02/30/2027" } });
    expect(await screen.findByText("Choose a date.")).toBeInTheDocument();
    // a real day after check-out moves check-out, and both are valid again
    fireEvent.change(checkIn, { target: { value: formatDayText(addDays(earliest, 2), "en-US") } });
    await waitFor(() => expect(checkIn).not.toHaveAttribute("aria-invalid"));
    expect(screen.getByRole("textbox", { name: "Check-out" })).toHaveValue(
      formatDayText(addDays(earliest, 3), "en-US"),
    );
    expect(screen.queryByText("Choose a date.")).not.toBeInTheDocument();
  });

  it("prices nights for a stay and people for an activity, from the gateway's quote", async () => {
    const { unmount } = renderApp("/hotel/offers/101");
    await screen.findByRole("textbox", { name: "Check-in" });
    await totalShows("$120.00");
    // a day typed ISO is read too
    fireEvent.change(screen.getByRole("textbox", { name: "Check-out" }), {
      target: { value: addDays(addDays(todayIso(), db.siteConfig.minCheckinDays), 3) },
    });
    await totalShows("$360.00");
    expect(within(pricePanel()).getByText("Nights: 3")).toBeInTheDocument();
    unmount();

    const activity = renderApp("/activities/offers/201");
    expect(await screen.findByLabelText("Date")).toBeInTheDocument();
    expect(screen.queryByLabelText("Check-out")).not.toBeInTheDocument();
    await activity.user.selectOptions(screen.getByRole("combobox", { name: "People" }), "4");
    await totalShows("$140.00");
    expect(within(pricePanel()).getByText("4 people")).toBeInTheDocument();
  });
});

describe("booking view: wallet panel (spec §4 selection)", () => {
  it("selects the first usable certificate and lists the cards that cannot be used, with the reason", async () => {
    signInWithWallet();
    renderApp("/hotel/offers/101");
    const panel = await screen.findByRole("region", { name: "Pay with your wallet" });
    const certificates = await within(panel).findByRole("radiogroup", { name: "Certificates" });
    expect(
      within(certificates)
        .getAllByRole("radio")
        .map((r) => r.closest("label")?.textContent?.split("Worth")[0]),
    ).toEqual(["Hotel Stay Certificate", "City Break Certificate", "No certificate"]);
    expect(
      within(certificates).getByRole("radio", { name: /Hotel Stay Certificate/ }),
    ).toBeChecked();
    expect(
      within(panel).getByText("Old Hotel Certificate (CERT-OFF): not active"),
    ).toBeInTheDocument();
    expect(
      within(panel).getByText("Experiences Certificate (CERT-ACT): not valid for Hotels"),
    ).toBeInTheDocument();
    expect(
      within(panel).getByText("Empty Discount Card (DISC-0): no amount left"),
    ).toBeInTheDocument();
    // 120 − the 100 certificate.
    await totalShows("$20.00");
    expect(
      within(pricePanel()).getByText("Certificate: Hotel Stay Certificate"),
    ).toBeInTheDocument();
  });

  it("clears the certificate when discount cards are chosen, and the reverse", async () => {
    signInWithWallet();
    const { user } = renderApp("/hotel/offers/101");
    const panel = await screen.findByRole("region", { name: "Pay with your wallet" });
    const hotelCertificate = await within(panel).findByRole("radio", {
      name: /Hotel Stay Certificate/,
    });
    const saver = within(panel).getByRole("checkbox", { name: /Saver Card/ });
    await totalShows("$20.00");

    await user.click(saver);
    await waitFor(() => expect(saver).toBeChecked());
    expect(hotelCertificate).not.toBeChecked();
    expect(within(panel).getByRole("radio", { name: "No certificate" })).toBeChecked();
    await totalShows("$95.00");
    expect(within(pricePanel()).getByText("Discount card: Saver Card")).toBeInTheDocument();

    await user.click(hotelCertificate);
    await waitFor(() => expect(hotelCertificate).toBeChecked());
    expect(saver).not.toBeChecked();
    await totalShows("$20.00");
  });

  it("marks only-discount when the discount cards cover the price within the factor", async () => {
    signInWithWallet();
    const { user } = renderApp("/hotel/offers/101");
    const panel = await screen.findByRole("region", { name: "Pay with your wallet" });
    await totalShows("$20.00");
    // 25 + 60 + 20 GBP (25 USD) = 110; 120 ≤ 110 × 1.1.
    await user.click(within(panel).getByRole("checkbox", { name: /Saver Card/ }));
    await user.click(within(panel).getByRole("checkbox", { name: /Traveller Card/ }));
    await user.click(within(panel).getByRole("checkbox", { name: /London Card/ }));
    await totalShows("$0.00");
    expect(within(pricePanel()).getByText("Only discount")).toBeInTheDocument();
    expect(
      within(pricePanel()).getByText(
        "Your discount cards cover this price within the 10% price limit, so you pay nothing.",
      ),
    ).toBeInTheDocument();
  });

  it("asks a signed-out visitor to sign in to use the wallet", async () => {
    renderApp("/hotel/offers/101");
    expect(
      await screen.findByText("Sign in to pay with your certificates and discount cards."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Pay with your wallet" })).not.toBeInTheDocument();
  });
});
