import { screen, waitFor, within } from "@testing-library/react";
import { messages } from "@travel/schema/validation";
import { graphql, HttpResponse } from "msw";
import { db } from "../../testing/db";
import { server } from "../../testing/msw-server";
import { buildInvitation } from "../../testing/factories";
import { renderApp } from "../../testing/render-app";

type User = ReturnType<typeof renderApp>["user"];

/** Opens sign-up from the sign-in dialog's link and goes to the details step. */
async function openDetails(route = "/?action=showSignin") {
  const app = renderApp(route);
  const signIn = await screen.findByRole("dialog", { name: "Sign In" });
  await app.user.click(within(signIn).getByRole("button", { name: "Sign Up" }));
  const dialog = await screen.findByRole("dialog", { name: "Sign Up" });
  await app.user.click(within(dialog).getByRole("button", { name: "Sign up with Email" }));
  await within(dialog).findByRole("button", { name: "Continue" });
  return { ...app, dialog };
}

async function fillDetails(user: User, dialog: HTMLElement, email = "new@example.com") {
  const field = (label: string) => within(dialog).getByLabelText(label);
  await user.type(field("Email ID"), email);
  await user.selectOptions(field("Title"), "Mr");
  await user.type(field("First Name"), "Luis");
  await user.type(field("Last Name"), "Pérez");
}

async function toPasswordStep(route?: string) {
  const app = await openDetails(route);
  await fillDetails(app.user, app.dialog);
  await app.user.click(within(app.dialog).getByRole("button", { name: "Continue" }));
  await within(app.dialog).findByLabelText("Confirm Password");
  return app;
}

describe("sign-up dialog", () => {
  it("starts with the social buttons and 'sign up with email'", async () => {
    const { user } = renderApp("/?action=showSignin");
    const signIn = await screen.findByRole("dialog", { name: "Sign In" });
    await user.click(within(signIn).getByRole("button", { name: "Sign Up" }));
    const dialog = await screen.findByRole("dialog", { name: "Sign Up" });
    expect(within(dialog).getByRole("button", { name: "Sign up with Google" })).toBeVisible();
    expect(within(dialog).getByRole("button", { name: "Sign up with Facebook" })).toBeVisible();
    expect(within(dialog).getByRole("button", { name: "Sign up with Email" })).toBeVisible();
  });

  it("asks for every required detail, word for word (spec §5)", async () => {
    db.siteConfig = { ...db.siteConfig, accessCodeEnabled: true };
    const { user, dialog } = await openDetails();
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    for (const message of [
      "Please Enter The Access Code",
      "Please Enter Email ID",
      "Please Select Title",
      "Please Enter First Name",
      "Please Enter Last Name",
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
  });

  it("has no access-code field when the site does not enable it", async () => {
    const { dialog } = await openDetails();
    expect(within(dialog).queryByLabelText("Access Code")).toBeNull();
  });

  it("says 'Invalid Mail' for an address that is not one", async () => {
    const { user, dialog } = await openDetails();
    await user.type(within(dialog).getByLabelText("Email ID"), "not-an-email");
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(await within(dialog).findByText("Invalid Mail")).toBeInTheDocument();
  });

  it("keeps only name characters in names and digits in the phone (max 15)", async () => {
    const { user, dialog } = await openDetails();
    await user.type(within(dialog).getByLabelText("First Name"), "Ana3<b>");
    expect(within(dialog).getByLabelText("First Name")).toHaveValue("Anab");
    const phone = within(dialog).getByRole("textbox", { name: "Cell Phone" });
    expect(phone).toHaveAttribute("maxLength", "15");
    await user.type(phone, "55a5-12");
    expect(phone).toHaveValue("55512");
    const code = within(dialog).getByRole("combobox", { name: "Country code" });
    expect(code).toHaveDisplayValue("🇺🇸 United States (+1)");
  });

  it("points the Cell Phone label at the number input, every id in the dialog unique", async () => {
    const { dialog } = await openDetails();
    const label = within(dialog).getByText("Cell Phone", { selector: "label" });
    const target = document.getElementById(label.getAttribute("for") ?? "");
    expect(target).toBe(within(dialog).getByRole("textbox", { name: "Cell Phone" }));
    expect(target).toHaveAttribute("type", "tel");
    const ids = [...dialog.querySelectorAll("[id]")].map((element) => element.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it("filters nationalities by prefix, case-insensitively", async () => {
    const { user, dialog } = await openDetails();
    const search = within(dialog).getByRole("combobox", { name: "Nationality" });
    await user.type(search, "a");
    const listbox = await within(dialog).findByRole("listbox");
    expect(
      within(listbox)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["American", "Argentinian", "Austrian"]);
    await user.type(search, "U");
    expect(
      within(listbox)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Austrian"]);
    await user.click(within(listbox).getByRole("option", { name: "Austrian" }));
    expect(search).toHaveValue("Austrian");
  });

  it("shows the existence check's message for a known email", async () => {
    const { user, dialog } = await openDetails();
    await fillDetails(user, dialog, "ana@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "User Already Exists. Please login with Email",
    );
  });

  it("shows the details validation errors below the form", async () => {
    db.siteConfig = { ...db.siteConfig, accessCodeEnabled: true };
    db.accessCodes = ["GOOD"];
    const { user, dialog } = await openDetails();
    await user.type(within(dialog).getByLabelText("Access Code"), "BAD");
    await fillDetails(user, dialog);
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    const alert = await within(dialog).findByRole("alert");
    expect(alert).toHaveTextContent("INVALID ACCESS CODE");
    expect(
      within(dialog).getByRole("button", { name: "Continue" }).compareDocumentPosition(alert) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it("checks the password step word for word (spec §5)", async () => {
    const { user, dialog } = await toPasswordStep();
    const submit = () => user.click(within(dialog).getByRole("button", { name: "Sign Up" }));
    await submit();
    expect(
      await within(dialog).findByText("PLEASE ACCEPT THE TERMS & CONDITIONS TO PROCEED"),
    ).toBeInTheDocument();
    expect(within(dialog).getAllByText("Please Enter Password").length).toBeGreaterThan(0);

    await user.type(within(dialog).getByLabelText("Password"), "password");
    await user.type(within(dialog).getByLabelText("Confirm Password"), "other");
    await submit();
    expect(
      await within(dialog).findByText(
        "PASSWORD MUST BE BETWEEN 8-13 CHARACTERS IN LENGTH AND MUST COMPRISE OF AT LEAST 1 LOWERCASE ALPHABET (A-Z), 1 UPPERCASE ALPHABET (A-Z), 1 NUMBER (0-9) AND 1 SPECIAL CHARACTER",
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText("Passwords Do Not Match")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Password")).toHaveAttribute("maxLength", "13");
  });

  it("goes back to the details with the back arrow, keeping them", async () => {
    const { user, dialog } = await toPasswordStep();
    await user.click(within(dialog).getByRole("button", { name: "Back to your details" }));
    expect(await within(dialog).findByLabelText("Email ID")).toHaveValue("new@example.com");
    expect(within(dialog).getByLabelText("First Name")).toHaveValue("Luis");
  });

  it("signs up with the link's referral_org and trip_id and shows the confirmation", async () => {
    const { user, dialog } = await toPasswordStep(
      "/?action=showSignin&referral_org=ORG7&trip_id=T9",
    );
    await user.type(within(dialog).getByLabelText("Password"), "Abcdef1!");
    await user.type(within(dialog).getByLabelText("Confirm Password"), "Abcdef1!");
    expect(within(dialog).getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy-policy",
    );
    expect(within(dialog).getByRole("link", { name: "Terms of Use" })).toHaveAttribute(
      "href",
      "/terms-of-use",
    );
    await user.click(within(dialog).getByRole("checkbox"));
    await user.click(within(dialog).getByRole("button", { name: "Sign Up" }));
    expect(await within(dialog).findByRole("status")).toHaveTextContent(
      "An email confirmation has been sent to your account. Please accept to continue your registration process.",
    );
    expect(db.calls.signUp).toEqual([
      expect.objectContaining({
        password: "Abcdef1!",
        confirmPassword: "Abcdef1!",
        acceptTerms: true,
        referralOrg: "ORG7",
        tripId: "T9",
        details: expect.objectContaining({
          email: "new@example.com",
          title: "Mr",
          firstName: "Luis",
          lastName: "Pérez",
        }),
      }),
    ]);
  });

  it("says OUTCOME_UNKNOWN when the answer came too late, and the retry sends the same idempotency key", async () => {
    const seen: string[] = [];
    server.use(
      graphql.mutation(
        "SignUp",
        ({ variables }) => {
          seen.push((variables.input as { idempotencyKey: string }).idempotencyKey);
          return HttpResponse.json({
            data: {
              signUp: {
                __typename: "SignUpPayload",
                created: false,
                message: null,
                errors: [
                  {
                    __typename: "AccountError",
                    field: null,
                    code: "OUTCOME_UNKNOWN",
                    message: messages.OUTCOME_UNKNOWN,
                  },
                ],
              },
            },
          });
        },
        { once: true },
      ),
    );
    const { user, dialog } = await toPasswordStep();
    await user.type(within(dialog).getByLabelText("Password"), "Abcdef1!");
    await user.type(within(dialog).getByLabelText("Confirm Password"), "Abcdef1!");
    await user.click(within(dialog).getByRole("checkbox"));
    await user.click(within(dialog).getByRole("button", { name: "Sign Up" }));
    expect(await within(dialog).findByText(messages.OUTCOME_UNKNOWN)).toBeInTheDocument();
    expect(seen).toEqual([expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/)]);

    await user.click(within(dialog).getByRole("button", { name: "Sign Up" }));
    expect(await within(dialog).findByRole("status")).toHaveTextContent(
      "An email confirmation has been sent to your account.",
    );
    expect(db.calls.signUp).toEqual([expect.objectContaining({ idempotencyKey: seen[0] })]);
  });

  it("prefills an invitation and shows its master code in a disabled access-code field", async () => {
    db.invitations = [buildInvitation({ masterCode: "MC42", email: "iris@example.com" })];
    const { user } = renderApp("/?mastercode=MC42");
    const dialog = await screen.findByRole("dialog", { name: "Sign Up" });
    await user.click(within(dialog).getByRole("button", { name: "Sign up with Email" }));
    const accessCode = await within(dialog).findByLabelText("Access Code");
    expect(accessCode).toBeDisabled();
    expect(accessCode).toHaveValue("MC42");
    await waitFor(() =>
      expect(within(dialog).getByLabelText("Email ID")).toHaveValue("iris@example.com"),
    );
    expect(within(dialog).getByLabelText("Title")).toHaveValue("Mrs");
    expect(within(dialog).getByRole("textbox", { name: "Cell Phone" })).toHaveValue("5551234");
    expect(within(dialog).getByRole("combobox", { name: "Country code" })).toHaveDisplayValue(
      "🇬🇧 United Kingdom (+44)",
    );
  });

  it("closes and opens sign-in from its sign-in link", async () => {
    const { user, dialog } = await openDetails();
    await user.click(within(dialog).getByRole("button", { name: "Sign In" }));
    expect(await screen.findByRole("dialog", { name: "Sign In" })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Sign Up" })).toBeNull());
  });
});
