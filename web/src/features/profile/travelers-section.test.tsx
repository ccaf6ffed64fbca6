import { screen, waitFor, within } from "@testing-library/react";
import { messages, profileMessages } from "@travel/schema/validation";
import { db } from "../../testing/db";
import { buildViewer } from "../../testing/factories";
import { buildTravelerRecord } from "../../testing/profile-resolvers";
import { renderApp } from "../../testing/render-app";

const future = `${new Date().getUTCFullYear() + 3}-05-20`;

function seed() {
  db.viewer = buildViewer({ id: "7" });
  db.savedTravelers = [
    buildTravelerRecord({
      ownerId: "7",
      id: "11",
      title: "Mr",
      firstName: "Tom",
      lastName: "Traveller",
      ageBand: "31 to 40",
      nationalityId: "4",
      passportNumber: "X1234567",
      passportCountryId: "230",
      passportExpiry: future,
      loyaltyPrograms: [{ programName: "SkyMiles", memberNumber: "SM-1" }],
    }),
    buildTravelerRecord({ ownerId: "8", id: "12", firstName: "Someone", lastName: "Else" }),
  ];
}

async function openTravelers() {
  const view = renderApp("/user/travelers");
  const list = await screen.findByRole("list", { name: "Saved travellers" });
  return { ...view, list };
}

describe("saved travellers page (/user/travelers)", () => {
  it("lists only the viewer's travellers with their details", async () => {
    seed();
    const { list } = await openTravelers();
    const [tom, ...others] = within(list).getAllByRole("listitem");
    expect(others).toEqual([]);
    expect(within(tom!).getByRole("heading", { level: 3 })).toHaveTextContent("Mr Tom Traveller");
    expect(tom).toHaveTextContent("Age band31 to 40");
    expect(tom).toHaveTextContent("NationalityBritish");
    expect(tom).toHaveTextContent("X1234567 · United Kingdom · expires");
    expect(tom).toHaveTextContent("SkyMiles SM-1");
    expect(screen.getByText("1 of 20 saved")).toBeInTheDocument();
    expect(screen.queryByText(/Someone/)).toBeNull();
    expect(screen.getByRole("button", { name: "Edit Mr Tom Traveller" })).toBeInTheDocument();
  });

  it("adds a traveller with a passport and a loyalty programme", async () => {
    seed();
    const { user } = await openTravelers();
    await user.click(screen.getByRole("button", { name: "Add traveller" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a traveller" });
    await user.selectOptions(within(dialog).getByLabelText("Title"), "Miss");
    await user.selectOptions(within(dialog).getByLabelText("Age band"), "18 to 25");
    await user.type(within(dialog).getByLabelText("First name"), "Lucy");
    await user.type(within(dialog).getByLabelText("Last name"), "O'Hara");
    await user.type(within(dialog).getByLabelText("Passport number"), "ab 98765");
    await user.selectOptions(within(dialog).getByLabelText("Issuing country"), "14");
    await user.type(within(dialog).getByLabelText("Expiry date"), future);
    await user.click(within(dialog).getByRole("button", { name: "Add programme" }));
    await user.type(within(dialog).getByLabelText("Programme 1"), "Avios");
    await user.type(within(dialog).getByLabelText("Membership number 1"), "AV-77");
    await user.click(within(dialog).getByRole("button", { name: "Save traveller" }));

    expect(await screen.findByText("Miss Lucy O'Hara has been saved.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const list = screen.getByRole("list", { name: "Saved travellers" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    expect(db.savedTravelers.find((t) => t.firstName === "Lucy")).toMatchObject({
      ownerId: "7",
      title: "Miss",
      ageBand: "18 to 25",
      nationalityId: "1",
      passportNumber: "AB98765",
      passportCountryId: "14",
      passportExpiry: future,
      loyaltyPrograms: [{ programName: "Avios", memberNumber: "AV-77" }],
    });
  });

  it("shows the messages on submit and saves nothing", async () => {
    seed();
    const { user } = await openTravelers();
    await user.click(screen.getByRole("button", { name: "Add traveller" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a traveller" });
    await user.type(within(dialog).getByLabelText("Expiry date"), "2020-01-01");
    await user.click(within(dialog).getByRole("button", { name: "Add programme" }));
    await user.click(within(dialog).getByRole("button", { name: "Save traveller" }));

    expect(await within(dialog).findByText(messages.TITLE_REQUIRED)).toBeVisible();
    for (const text of [
      messages.FIRST_NAME_REQUIRED,
      messages.LAST_NAME_REQUIRED,
      profileMessages.AGE_BAND_REQUIRED,
      profileMessages.PASSPORT_NUMBER_REQUIRED,
      profileMessages.PASSPORT_COUNTRY_REQUIRED,
      profileMessages.PASSPORT_EXPIRED,
      profileMessages.LOYALTY_NAME_REQUIRED,
      profileMessages.LOYALTY_NUMBER_INVALID,
    ])
      expect(within(dialog).getByText(text)).toBeVisible();
    expect(db.profileCalls.saveTraveler).toEqual([]);
  });

  it("edits a traveller", async () => {
    seed();
    const { user } = await openTravelers();
    await user.click(screen.getByRole("button", { name: "Edit Mr Tom Traveller" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit traveller" });
    expect(within(dialog).getByLabelText("Passport number")).toHaveValue("X1234567");
    await user.selectOptions(within(dialog).getByLabelText("Age band"), "above 60");
    await user.click(within(dialog).getByRole("button", { name: "Remove programme 1" }));
    await user.click(within(dialog).getByRole("button", { name: "Save traveller" }));
    expect(await screen.findByText("Mr Tom Traveller has been saved.")).toBeInTheDocument();
    expect(db.savedTravelers.find((t) => t.id === "11")).toMatchObject({
      ageBand: "above 60",
      loyaltyPrograms: [],
    });
    expect(await screen.findByText("Above 60")).toBeInTheDocument();
  });

  it("removes a traveller after confirming, and keeps it when cancelled", async () => {
    seed();
    const { user } = await openTravelers();
    await user.click(screen.getByRole("button", { name: "Remove Mr Tom Traveller" }));
    let confirm = await screen.findByRole("alertdialog", { name: "Remove this traveller?" });
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(db.savedTravelers).toHaveLength(2);

    await user.click(screen.getByRole("button", { name: "Remove Mr Tom Traveller" }));
    confirm = await screen.findByRole("alertdialog", { name: "Remove this traveller?" });
    expect(confirm).toHaveTextContent("Mr Tom Traveller will be removed");
    await user.click(within(confirm).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("Mr Tom Traveller has been removed.")).toBeInTheDocument();
    expect(await screen.findByText(/You have no saved travellers yet/)).toBeInTheDocument();
    expect(db.savedTravelers.map((t) => t.id)).toEqual(["12"]);
  });

  it("stops adding at 20 travellers", async () => {
    seed();
    for (let i = 0; i < 19; i += 1)
      db.savedTravelers.push(buildTravelerRecord({ ownerId: "7", firstName: `T${"a".repeat(i)}` }));
    await openTravelers();
    expect(screen.getByRole("button", { name: "Add traveller" })).toBeDisabled();
    expect(screen.getByText(/You have saved the most travellers you can/)).toBeInTheDocument();
  });
});
