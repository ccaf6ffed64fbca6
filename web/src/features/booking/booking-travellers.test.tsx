import { screen, waitFor, within } from "@testing-library/react";
import { replaceLeaveSiteForTests } from "../../lib/leave-site";
import { db } from "../../testing/db";
import { buildTravelerRecord } from "../../testing/profile-resolvers";
import { renderApp } from "../../testing/render-app";
import { recordPaymentPages, signInWithWallet, totalShows } from "./booking-test-utils";

interface SentBooking {
  travellers: { firstName: string; lastName: string }[];
  contact: { email: string; phone: string | null };
}
const sent = () => db.bookingCalls.startCheckout as SentBooking[];

beforeEach(() => {
  recordPaymentPages();
});
afterEach(() => replaceLeaveSiteForTests(null));

describe("who travels on a booking", () => {
  it("names each traveller of an activity, from the traveller and a saved traveller, with the contact", async () => {
    signInWithWallet({ wallet: false });
    db.savedTravelers = [buildTravelerRecord({ ownerId: "7", firstName: "Tom", lastName: "Lee" })];
    const { user } = renderApp("/activities/offers/201");
    const who = await screen.findByRole("region", { name: "Who's travelling" });
    const lead = within(who).getByRole("group", { name: "Lead traveller" });
    // the signed-in traveller is the lead traveller and the contact until changed
    await waitFor(() => expect(within(lead).getByLabelText("First name")).toHaveValue("Ana"));
    expect(within(who).getByLabelText("Contact e-mail")).toHaveValue("ana@example.com");

    const second = within(who).getByRole("group", { name: "Traveller 2" });
    await user.selectOptions(within(second).getByLabelText("Fill in from"), "Tom Lee");
    expect(within(second).getByLabelText("Last name")).toHaveValue("Lee");
    await user.type(within(who).getByLabelText("Contact phone"), "+351 912 345 678");

    await totalShows("$70.00");
    await user.click(screen.getByRole("button", { name: "Book now" }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({
      travellers: [
        { firstName: "Ana", lastName: expect.any(String) },
        { firstName: "Tom", lastName: "Lee" },
      ],
      contact: { email: "ana@example.com", phone: "+351 912 345 678" },
    });
  });

  it("asks for the lead traveller's name and a contact e-mail before booking", async () => {
    signInWithWallet({ wallet: false });
    const { user } = renderApp("/hotel/offers/101");
    const who = await screen.findByRole("region", { name: "Who's travelling" });
    // a stay names its lead guest only
    expect(within(who).queryByRole("group", { name: "Traveller 2" })).not.toBeInTheDocument();
    const lastName = within(who).getByLabelText("Last name");
    await waitFor(() => expect(lastName).not.toHaveValue(""));
    await user.clear(lastName);
    await user.clear(within(who).getByLabelText("Contact e-mail"));
    await user.type(within(who).getByLabelText("Contact e-mail"), "ana-at-example");
    await totalShows("$120.00");
    await user.click(screen.getByRole("button", { name: "Book now" }));
    expect(await within(who).findByText("Please enter the last name.")).toBeVisible();
    expect(
      within(who).getByText("Please enter an e-mail address to reach you about this trip."),
    ).toBeVisible();
    expect(sent()).toHaveLength(0);
  });
});
