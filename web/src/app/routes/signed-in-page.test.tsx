import { screen, waitFor, within } from "@testing-library/react";
import { delay, graphql } from "msw";
import { pageNavigation } from "../../lib/session/reload-page";
import { db } from "../../testing/db";
import { server } from "../../testing/msw-server";
import { buildAccount } from "../../testing/factories";
import { seedPromotions, seedReferralCredits } from "../../testing/referral-seed";
import { renderApp } from "../../testing/render-app";

let reload: jest.SpyInstance;
beforeEach(() => {
  reload = jest.spyOn(pageNavigation, "reloadPage").mockImplementation(() => {});
});
afterEach(() => reload.mockRestore());

/** Signs in as ana@example.com in the open sign-in dialog. */
async function signIn(user: ReturnType<typeof renderApp>["user"]) {
  const dialog = await screen.findByRole("dialog", { name: "Sign In" });
  await user.type(within(dialog).getByLabelText("Email Address"), "ana@example.com");
  await user.type(within(dialog).getByLabelText("Password"), "Secret#123");
  await user.click(within(dialog).getByRole("button", { name: "Login" }));
}

/** The account the visitor signs in with: the traveller of the referral seeds. */
function seedAccount(hasPromotion = false) {
  const viewer = db.viewer!;
  db.viewer = null;
  db.accounts = [buildAccount({ viewer: { ...viewer, email: "ana@example.com", hasPromotion } })];
}

describe("referral and loyalty pages, signed out", () => {
  it.each([
    ["/referral/programs", "Referral Programs", "Referral programs you can share with friends."],
    ["/referral/credits", "Referral Credits", "Credits you have earned from referrals."],
    ["/your-rewards", "Your Rewards", "Rewards you have earned in the loyalty program."],
  ])(
    "%s opens sign-in by itself; closed, its button opens it again",
    async (route, title, description) => {
      const { user } = renderApp(route);
      const dialog = await screen.findByRole("dialog", { name: "Sign In" });
      expect(
        screen.getByRole("heading", { level: 1, name: title, hidden: true }),
      ).toBeInTheDocument();
      await user.click(within(dialog).getByRole("button", { name: "Close" }));
      await waitFor(() => expect(screen.queryByRole("dialog", { name: "Sign In" })).toBeNull());
      const main = screen.getByRole("main");
      expect(within(main).getByText("Sign in to see this page.")).toBeVisible();
      expect(within(main).getByText(description)).toBeVisible();
      expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
      expect(within(main).queryByRole("heading", { level: 2 })).toBeNull();
      await user.click(within(main).getByRole("button", { name: "Sign In" }));
      expect(await screen.findByRole("dialog", { name: "Sign In" })).toBeInTheDocument();
    },
  );

  it.each([
    ["/promotions", "Promotions", "Promotions for your account appear here after you sign in."],
  ])("%s asks to sign in and its button opens sign-in", async (route, title, description) => {
    const { user } = renderApp(route);
    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeVisible();
    const main = screen.getByRole("main");
    expect(await within(main).findByText("Sign in to see this page.")).toBeVisible();
    expect(within(main).getByText(description)).toBeVisible();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(within(main).queryByRole("heading", { level: 2 })).toBeNull();
    await user.click(within(main).getByRole("button", { name: "Sign In" }));
    expect(await screen.findByRole("dialog", { name: "Sign In" })).toBeInTheDocument();
  });

  it("shows the page's content once the traveller has signed in (the page reloads)", async () => {
    seedReferralCredits();
    seedAccount();
    const { user, unmount } = renderApp("/referral/credits");
    await signIn(user);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    unmount();

    // The reload: the same address, now with the session.
    renderApp("/referral/credits");
    expect(
      await screen.findByRole("list", { name: "Referrals in Refer a friend" }),
    ).toBeInTheDocument();
    expect(screen.queryByText("Sign in to see this page.")).toBeNull();
    expect(screen.getByText("Credits you have earned from referrals.")).toBeVisible();
  });

  it("shows the promotions at once when sign-in leads to them", async () => {
    seedPromotions();
    seedAccount(true);
    const { user, router } = renderApp("/promotions");
    await user.click(
      await within(screen.getByRole("main")).findByRole("button", { name: "Sign In" }),
    );
    await signIn(user);
    expect(
      await screen.findByRole("button", { name: "Copy referral link for Summer sale" }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/promotions");
    expect(screen.queryByText("Sign in to see this page.")).toBeNull();
    expect(
      screen.getByText(
        "Share a promotion with friends: copy your referral link and send it to them.",
      ),
    ).toBeVisible();
    expect(reload).not.toHaveBeenCalled();
  });

  it("never tells a signed-in traveller, while the login check runs, to sign in first", async () => {
    seedPromotions();
    // The login check answers late (then as usual).
    server.use(graphql.query("Viewer", () => delay(800)));
    renderApp("/promotions");
    expect(await screen.findByRole("heading", { level: 1, name: "Promotions" })).toBeVisible();
    const main = screen.getByRole("main");
    expect(within(main).getByRole("status")).toHaveTextContent("Loading");
    expect(within(main).queryByText(/after you sign in/)).toBeNull();
    expect(
      await within(main).findByRole("button", { name: "Copy referral link for Summer sale" }),
    ).toBeInTheDocument();
    expect(within(main).queryByText(/after you sign in/)).toBeNull();
  });
});
