// A referral link (spec §9: referral_code, referral_name, referral_org, redirect) opens sign-up,
// says who referred the visitor, sends the code with the sign-up and honours an on-site redirect.
import { screen, waitFor, within } from "@testing-library/react";
import { db } from "../../testing/db";
import { renderApp } from "../../testing/render-app";

const CONFIRMATION =
  "An email confirmation has been sent to your account. Please accept to continue your registration process.";

async function signUpFrom(route: string) {
  const app = renderApp(route);
  const dialog = await screen.findByRole("dialog", { name: "Sign Up" });
  await app.user.click(within(dialog).getByRole("button", { name: "Sign up with Email" }));
  const field = (label: string) => within(dialog).getByLabelText(label);
  await app.user.type(await within(dialog).findByLabelText("Email ID"), "friend@example.com");
  await app.user.selectOptions(field("Title"), "Mr");
  await app.user.type(field("First Name"), "Luis");
  await app.user.type(field("Last Name"), "Pérez");
  await app.user.click(within(dialog).getByRole("button", { name: "Continue" }));
  await app.user.type(await within(dialog).findByLabelText("Password"), "Abcdef1!");
  await app.user.type(field("Confirm Password"), "Abcdef1!");
  await app.user.click(within(dialog).getByRole("checkbox"));
  await app.user.click(within(dialog).getByRole("button", { name: "Sign Up" }));
  await within(dialog).findByText(CONFIRMATION);
  return { ...app, dialog };
}

describe("sign-up from a referral link", () => {
  it("opens sign-up naming the referrer, sends the code, then goes to the redirect", async () => {
    const link =
      "/?referral_code=CITY30-K7Q2MXPA&referral_name=Zo%C3%AB+O%27Brien&referral_org=1&redirect=%2Fpromotions";
    const app = renderApp(link);
    const dialog = await screen.findByRole("dialog", { name: "Sign Up" });
    expect(within(dialog).getByRole("status")).toHaveTextContent(
      "Zoë O'Brien invited you: when you sign up, they get the credit for inviting you.",
    );
    app.unmount();

    const { user, dialog: after, router } = await signUpFrom(link);
    expect(db.calls.signUp).toEqual([
      expect.objectContaining({ referralCode: "CITY30-K7Q2MXPA", referralOrg: "1" }),
    ]);
    // the referrer's name is not shown with the final message
    expect(within(after).queryByText(/invited you/)).toBeNull();
    await user.click(within(after).getByRole("button", { name: "Continue" }));
    expect(router.state.location.pathname).toBe("/promotions");
    expect(router.state.location.search).toBe("");
    // the dialog leaves once its closing animation frame has run
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Sign Up" })).toBeNull());
  });

  it("says a member invited the visitor when the link has no name", async () => {
    renderApp("/?referral_code=CITY30-K7Q2MXPA");
    const dialog = await screen.findByRole("dialog", { name: "Sign Up" });
    expect(within(dialog).getByRole("status")).toHaveTextContent(
      "A member invited you: when you sign up, they get the credit for inviting you.",
    );
  });

  it("ignores an off-site redirect: closing stays on the page", async () => {
    const { user, dialog, router } = await signUpFrom(
      "/hotel?referral_code=CITY30-K7Q2MXPA&redirect=%2F%2Fevil.test%2Fx",
    );
    expect(db.calls.signUp).toEqual([expect.objectContaining({ referralCode: "CITY30-K7Q2MXPA" })]);
    const close = within(dialog).getAllByRole("button", { name: "Close" });
    await user.click(close[close.length - 1]!);
    expect(router.state.location.pathname).toBe("/hotel");
  });
});
