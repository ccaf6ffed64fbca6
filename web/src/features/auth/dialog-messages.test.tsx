/**
 * The dialogs against the shared table of inputs and messages (schema/validation/message-cases.ts).
 * The integration tests send the same table to the gateway, so the page and the API say the same
 * words for the same input.
 */
import { screen, within } from "@testing-library/react";
import {
  passwordStepMessageCases,
  signInMessageCases,
  signUpDetailsMessageCases,
  validSignUpDetails,
  type SignUpDetailsCaseValues,
} from "@travel/schema/validation/cases";
import { db } from "../../testing/db";
import { renderApp } from "../../testing/render-app";

type User = ReturnType<typeof renderApp>["user"];

/**
 * Puts `value` in the field as one paste: these cases are about the messages a whole value gets
 * (typing key by key re-validates the form on every key, and is tested in the dialogs' own tests).
 */
async function typeInto(user: User, field: HTMLElement, value: string) {
  await user.clear(field);
  if (value) await user.paste(value);
}

async function openSignUpDetails() {
  db.siteConfig = { ...db.siteConfig, accessCodeEnabled: true };
  const app = renderApp("/?signup=1");
  const dialog = await screen.findByRole("dialog", { name: "Sign Up" });
  await app.user.click(await within(dialog).findByRole("button", { name: "Sign up with Email" }));
  await within(dialog).findByRole("button", { name: "Continue" });
  return { ...app, dialog };
}

async function fillDetails(user: User, dialog: HTMLElement, values: SignUpDetailsCaseValues) {
  const field = (label: string) => within(dialog).getByLabelText(label);
  await typeInto(user, field("Access Code"), values.accessCode);
  await typeInto(user, field("Email ID"), values.email);
  if (values.title) await user.selectOptions(field("Title"), values.title);
  await typeInto(user, field("First Name"), values.firstName);
  await typeInto(user, field("Last Name"), values.lastName);
  await typeInto(
    user,
    within(dialog).getByRole("textbox", { name: "Cell Phone" }),
    values.phoneNumber,
  );
}

describe("the account dialogs show the shared messages word for word", () => {
  it.each(signInMessageCases)("sign-in: $name → $message", async ({ values, message }) => {
    const { user } = renderApp("/?action=showSignin");
    const dialog = await screen.findByRole("dialog", { name: "Sign In" });
    await typeInto(user, await within(dialog).findByLabelText("Email Address"), values.email);
    await typeInto(user, within(dialog).getByLabelText("Password"), values.password);
    await user.click(within(dialog).getByRole("button", { name: "Login" }));
    expect(await within(dialog).findByText(message)).toBeVisible();
  });

  it.each(signUpDetailsMessageCases)(
    "sign-up details: $name → $message",
    async ({ values, message }) => {
      const { user, dialog } = await openSignUpDetails();
      await fillDetails(user, dialog, values);
      await user.click(within(dialog).getByRole("button", { name: "Continue" }));
      expect(await within(dialog).findByText(message)).toBeVisible();
      // The dialog stays on the details step.
      expect(within(dialog).queryByLabelText("Confirm Password")).toBeNull();
    },
  );

  it.each(passwordStepMessageCases)(
    "password step: $name → $message",
    async ({ values, message }) => {
      const { user, dialog } = await openSignUpDetails();
      await fillDetails(user, dialog, validSignUpDetails);
      await user.click(within(dialog).getByRole("button", { name: "Continue" }));
      const confirm = await within(dialog).findByLabelText("Confirm Password");
      await typeInto(user, within(dialog).getByLabelText("Password"), values.password);
      await typeInto(user, confirm, values.confirmPassword);
      if (values.acceptTerms) await user.click(within(dialog).getByRole("checkbox"));
      await user.click(within(dialog).getByRole("button", { name: "Sign Up" }));
      expect(await within(dialog).findByText(message)).toBeVisible();
    },
  );
});
