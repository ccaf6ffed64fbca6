import { screen, waitFor, within } from "@testing-library/react";
import { db } from "../../testing/db";
import { buildAccount } from "../../testing/factories";
import { renderApp } from "../../testing/render-app";
import { pageNavigation } from "../../lib/session/reload-page";
import { SOCIAL_LOGIN_KEY } from "./social-login";

const base64url = (json: unknown) =>
  btoa(JSON.stringify(json)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

/** An ID token as the provider sends it (the mock gateway trusts the tokens in db.socialTokens). */
const idToken = (email: string) =>
  `h.${base64url({ email, given_name: "Nora", family_name: "Newcomer" })}.sig`;

let replace: jest.SpyInstance;

beforeEach(() => {
  replace = jest.spyOn(pageNavigation, "replaceWith").mockImplementation(() => undefined);
});
afterEach(() => {
  replace.mockRestore();
  sessionStorage.clear();
});

/** Arrives at /login/social with the provider's answer, after a request this tab sent. */
function arrive(token: string, { state = "s1", sentState = "s1", returnTo = "/wallet" } = {}) {
  sessionStorage.setItem(
    SOCIAL_LOGIN_KEY,
    JSON.stringify({
      provider: "GOOGLE",
      state: sentState,
      nonceSecret: "secret-1",
      returnTo,
    }),
  );
  const address = `/login/social#id_token=${token}&state=${state}`;
  window.history.replaceState(null, "", address);
  return renderApp(address);
}

describe("/login/social", () => {
  it("signs an existing account in and loads the page the button was on", async () => {
    const token = idToken("ana@example.com");
    db.accounts = [buildAccount({ viewer: { email: "ana@example.com" } })];
    db.socialTokens = { [token]: "ana@example.com" };
    arrive(token);
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/wallet"));
    // the answer is used once: it leaves the tab's storage and the address
    expect(sessionStorage.getItem(SOCIAL_LOGIN_KEY)).toBeNull();
    expect(window.location.hash).toBe("");
  });

  it("continues a new identity in the sign-up dialog, then welcomes the new member", async () => {
    const token = idToken("nora@example.com");
    db.socialTokens = { [token]: "nora@example.com" };
    const { user } = arrive(token);
    const dialog = await screen.findByRole("dialog", { name: "Sign Up" });
    expect(
      await within(dialog).findByText(
        "Welcome! Complete your details to finish signing up with Google.",
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Email ID")).toHaveValue("nora@example.com");
    expect(within(dialog).getByLabelText("First Name")).toHaveValue("Nora");
    expect(within(dialog).getByLabelText("Last Name")).toHaveValue("Newcomer");
    await user.selectOptions(within(dialog).getByLabelText("Title"), "Mrs");
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(await within(dialog).findByText("Welcome! Your account is ready.")).toBeInTheDocument();
    expect(within(dialog).queryByLabelText("Confirm Password")).toBeNull();
    expect(db.calls.socialSignUp).toEqual([
      expect.objectContaining({
        provider: "GOOGLE",
        idToken: token,
        // the attempt's state and secret go with the token (the upstream checks its nonce)
        state: "s1",
        nonceSecret: "secret-1",
        details: expect.objectContaining({ email: "nora@example.com", title: "Mrs" }),
      }),
    ]);
    await user.click(within(dialog).getAllByRole("button", { name: "Close" })[0]!);
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/wallet"));
  });

  it("credits the referral link the visitor left from when the new identity signs up", async () => {
    const token = idToken("nora@example.com");
    db.socialTokens = { [token]: "nora@example.com" };
    const { user } = arrive(token, {
      returnTo: "/?referral_code=CITY30-K7Q2MXPA&referral_name=Zo%C3%AB&referral_org=1&signup",
    });
    const dialog = await screen.findByRole("dialog", { name: "Sign Up" });
    expect(await within(dialog).findByText(/Zoë invited you/)).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText("Title"), "Mrs");
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(await within(dialog).findByText("Welcome! Your account is ready.")).toBeInTheDocument();
    expect(db.calls.socialSignUp).toEqual([
      expect.objectContaining({ referralCode: "CITY30-K7Q2MXPA", referralOrg: "1" }),
    ]);
  });

  it("refuses an answer with another state than the one sent, without calling the gateway", async () => {
    const token = idToken("ana@example.com");
    db.accounts = [buildAccount({ viewer: { email: "ana@example.com" } })];
    db.socialTokens = { [token]: "ana@example.com" };
    arrive(token, { state: "forged" });
    expect(
      await screen.findByText("This sign-in could not be completed. Please try again."),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign In" })).toBeVisible();
    expect(replace).not.toHaveBeenCalled();
  });

  it("shows the provider's refusal of an unknown token", async () => {
    arrive(idToken("someone@example.com"));
    expect(await screen.findByText("SOCIAL SIGN-IN FAILED. PLEASE TRY AGAIN.")).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
  });
});
