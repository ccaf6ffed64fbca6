import { screen, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { messages, profileMessages } from "@travel/schema/validation";
import { db } from "../../testing/db";
import { buildViewer } from "../../testing/factories";
import { server } from "../../testing/msw-server";
import { renderApp } from "../../testing/render-app";
import { profileFormValues } from "./profile-form-values";

const signIn = () => {
  db.viewer = buildViewer({
    id: "7",
    email: "tess@example.com",
    firstName: "Tess",
    lastName: "Traveller",
    nationalityId: "1",
    countryId: "235",
    phoneCountryCode: "+1",
  });
};

async function openProfile() {
  const view = renderApp("/user/profile");
  const form = await screen.findByRole("form", { name: "Your details" });
  return { ...view, form };
}

describe("profile page (/user/profile)", () => {
  it("shows the profile with the email read only, and one h1 then an h2", async () => {
    signIn();
    const { form } = await openProfile();
    expect(screen.getByRole("heading", { level: 1, name: "Profile" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Your details" })).toBeInTheDocument();
    expect(within(form).getByLabelText("Email address")).toHaveValue("tess@example.com");
    expect(within(form).getByLabelText("Email address")).toHaveAttribute("readonly");
    expect(within(form).getByLabelText("Title")).toHaveValue("Mrs");
    expect(within(form).getByLabelText("First name")).toHaveValue("Tess");
    expect(within(form).getByLabelText("Last name")).toHaveValue("Traveller");
    expect(within(form).getByRole("combobox", { name: "Nationality" })).toHaveValue("American");
    expect(within(form).getByLabelText("Country of residence")).toHaveValue("235");
    expect(within(form).getByLabelText("Country code")).toHaveValue("235");
  });

  it("labels the phone's number input (not its country picker), with no id used twice", async () => {
    signIn();
    const { form } = await openProfile();
    const label = within(form).getByText("Mobile phone", { selector: "label" });
    expect(document.getElementById(label.getAttribute("for") ?? "")).toHaveAttribute(
      "name",
      "phoneNumber",
    );
    const ids = [...form.querySelectorAll("[id]")].map((element) => element.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it("saves the changes, trimmed and masked like sign-up, and says so", async () => {
    signIn();
    const { user, form } = await openProfile();
    await user.selectOptions(within(form).getByLabelText("Title"), "Mr");
    const first = within(form).getByLabelText("First name");
    await user.clear(first);
    await user.type(first, "Tom2");
    await user.selectOptions(within(form).getByLabelText("Country of residence"), "230");
    await user.selectOptions(within(form).getByLabelText("Country code"), "230");
    const phone = within(form).getByLabelText("Mobile phone");
    await user.clear(phone);
    await user.type(phone, "07700-900123");
    const nationality = within(form).getByRole("combobox", { name: "Nationality" });
    await user.clear(nationality);
    await user.type(nationality, "bri{Enter}");
    await user.click(within(form).getByRole("button", { name: "Save changes" }));

    expect(await within(form).findByRole("status")).toHaveTextContent(
      "Your profile has been saved.",
    );
    // digits only were typed into the name and phone inputs, as in the sign-up dialog
    expect(db.profileCalls.updateProfile).toEqual([
      {
        title: "Mr",
        firstName: "Tom",
        lastName: "Traveller",
        nationalityId: "4",
        countryId: "230",
        phoneCountryCode: "+44",
        phoneNumber: "07700900123",
      },
    ]);
    expect(db.viewer?.firstName).toBe("Tom");
    expect(within(form).getByLabelText("First name")).toHaveValue("Tom");
  });

  it("shows the sign-up messages on submit and saves nothing", async () => {
    signIn();
    const { user, form } = await openProfile();
    await user.selectOptions(within(form).getByLabelText("Title"), "");
    await user.clear(within(form).getByLabelText("First name"));
    await user.clear(within(form).getByLabelText("Last name"));
    await user.selectOptions(within(form).getByLabelText("Country of residence"), "");
    await user.clear(within(form).getByRole("combobox", { name: "Nationality" }));
    await user.click(within(form).getByRole("button", { name: "Save changes" }));

    expect(await within(form).findByText(messages.TITLE_REQUIRED)).toBeVisible();
    expect(within(form).getByText(messages.FIRST_NAME_REQUIRED)).toBeVisible();
    expect(within(form).getByText(messages.LAST_NAME_REQUIRED)).toBeVisible();
    expect(within(form).getByText(profileMessages.NATIONALITY_REQUIRED)).toBeVisible();
    expect(within(form).getByText(profileMessages.COUNTRY_REQUIRED)).toBeVisible();
    expect(within(form).getByLabelText("First name")).toHaveAttribute("aria-invalid", "true");
    expect(db.profileCalls.updateProfile).toEqual([]);
  });

  it("shows the gateway's field errors and a failure it could not place", async () => {
    signIn();
    const { user, form } = await openProfile();
    server.use(
      graphql.mutation("UpdateProfile", () =>
        HttpResponse.json({
          data: {
            updateProfile: {
              __typename: "UpdateProfilePayload",
              profile: null,
              viewer: null,
              errors: [
                {
                  __typename: "ProfileError",
                  field: "countryId",
                  code: "INVALID_FORMAT",
                  message: profileMessages.COUNTRY_REQUIRED,
                },
              ],
            },
          },
        }),
      ),
    );
    await user.click(within(form).getByRole("button", { name: "Save changes" }));
    expect(await within(form).findByText(profileMessages.COUNTRY_REQUIRED)).toBeVisible();

    server.use(graphql.mutation("UpdateProfile", () => HttpResponse.error()));
    await user.click(within(form).getByRole("button", { name: "Save changes" }));
    expect(await within(form).findByRole("alert")).toHaveTextContent(messages.UPSTREAM_UNAVAILABLE);
  });

  it("asks a signed-out visitor to sign in", async () => {
    renderApp("/user/profile");
    expect(await screen.findByRole("button", { name: /sign in/i })).toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "Your details" })).toBeNull();
  });
});

describe("profileFormValues", () => {
  const countries = [
    { id: "39", name: "Canada", dialCode: "+1", flag: null, isDefault: false },
    { id: "193", name: "Portugal", dialCode: "+351", flag: null, isDefault: false },
    { id: "235", name: "United States", dialCode: "+1", flag: null, isDefault: true },
  ];
  const profile = {
    title: "Mrs",
    firstName: "Tess",
    lastName: "Traveller",
    email: "tess@example.com",
    nationalityId: "1",
    countryId: "193",
    phoneCountryCode: "+1",
    phoneNumber: "5550100",
  };
  it("matches the dialling code to the picked country, the residence, then the default", () => {
    expect(profileFormValues(profile, countries, "39").phoneCountryId).toBe("39");
    expect(profileFormValues(profile, countries).phoneCountryId).toBe("235");
    expect(profileFormValues({ ...profile, countryId: "39" }, countries).phoneCountryId).toBe("39");
    expect(profileFormValues({ ...profile, phoneCountryCode: null }, countries)).toMatchObject({
      phoneCountryId: "193",
      phoneCountryCode: "+351",
      phoneNumber: "5550100",
    });
  });
});
