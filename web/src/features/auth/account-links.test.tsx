import { screen, waitFor, within } from "@testing-library/react";
import { db } from "../../testing/db";
import { renderApp } from "../../testing/render-app";

describe("/verify-account", () => {
  it("verifies the account of the link and offers sign-in", async () => {
    const { user } = renderApp("/verify-account?key=good-key");
    expect(await screen.findByText("Your account is verified. You can now sign in.")).toBeVisible();
    expect(db.calls.verifyAccount).toEqual([{ key: "good-key" }]);
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByRole("dialog", { name: "Sign In" })).toBeInTheDocument();
  });

  it("shows why a link cannot verify", async () => {
    renderApp("/verify-account?key=old-key");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This link is invalid or has expired.",
    );
  });
});

describe("/change-password", () => {
  it("checks the new password with the password rules", async () => {
    const { user } = renderApp("/change-password?key=good-key");
    await user.type(await screen.findByLabelText("New Password"), "password");
    await user.type(screen.getByLabelText("Confirm New Password"), "Password");
    await user.click(screen.getByRole("button", { name: "Change Password" }));
    expect(
      await screen.findByText(
        "PASSWORD MUST BE BETWEEN 8-13 CHARACTERS IN LENGTH AND MUST COMPRISE OF AT LEAST 1 LOWERCASE ALPHABET (A-Z), 1 UPPERCASE ALPHABET (A-Z), 1 NUMBER (0-9) AND 1 SPECIAL CHARACTER",
      ),
    ).toBeVisible();
    expect(screen.getByText("Passwords Do Not Match")).toBeVisible();
    expect(db.calls.changePassword).toEqual([]);
  });

  it("changes the password and offers sign-in", async () => {
    const { user } = renderApp("/change-password?key=good-key");
    await user.type(await screen.findByLabelText("New Password"), "Abcdef1!");
    await user.type(screen.getByLabelText("Confirm New Password"), "Abcdef1!");
    await user.click(screen.getByRole("button", { name: "Change Password" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Your password has been changed. You can now sign in with it.",
    );
    expect(db.calls.changePassword).toEqual([
      { key: "good-key", password: "Abcdef1!", confirmPassword: "Abcdef1!" },
    ]);
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    const dialog = await screen.findByRole("dialog", { name: "Sign In" });
    await waitFor(() => expect(within(dialog).getByLabelText("Email Address")).toBeVisible());
  });

  it("tells the visitor when the link has no key", async () => {
    renderApp("/change-password");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This link is incomplete. Open the link in your password reset email again.",
    );
  });
});
