import { screen, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { db } from "../../testing/db";
import { buildReferralAction } from "../../testing/factories";
import { server } from "../../testing/msw-server";
import { REFERRER_ID, seedPromotions } from "../../testing/referral-seed";
import { renderApp } from "../../testing/render-app";

/** The loyalty programme running, with the traveller's rewards and two actions. */
function seedRewards() {
  seedPromotions();
  db.loyalty.rewards = {
    [REFERRER_ID]: { points: 1200, credit: 25.5, currencyCode: "USD", tier: "Silver" },
  };
  db.referralActions = [
    buildReferralAction({
      memberId: REFERRER_ID,
      action: "FIRST_BOOKING",
      description: "Your friend Ana booked a trip",
      points: 250,
      occurredAt: "2026-03-02T10:00:00.000Z",
    }),
    buildReferralAction({
      memberId: REFERRER_ID,
      description: "Joined the rewards programme",
      points: 1000,
      occurredAt: "2026-01-15T09:00:00.000Z",
    }),
    // Someone else's action is not shown.
    buildReferralAction({ memberId: "8", description: "Somebody else's booking" }),
  ];
}

async function balance() {
  return screen.findByRole("region", { name: "Your balance" });
}

describe("your rewards (/your-rewards)", () => {
  it("shows the traveller's rewards, the programme dates, activity and promotions", async () => {
    seedRewards();
    renderApp("/your-rewards");
    const summary = await balance();
    expect(summary).toHaveTextContent(
      /Points\s*1,200\s*Credit\s*\$25\.50\s*Tier\s*Silver\s*Program dates\s*Jan 1, 2026 to Dec 31, 2026/,
    );
    expect(screen.queryByText("The loyalty program is not running right now.")).toBeNull();

    const activity = screen.getByRole("region", { name: "Your activity" });
    const actions = await within(activity).findAllByRole("listitem");
    expect(actions.map((a) => a.textContent)).toEqual([
      "Your friend Ana booked a tripMar 2, 2026+250 points",
      "Joined the rewards programmeJan 15, 2026+1,000 points",
    ]);

    const promotions = screen.getByRole("region", { name: "Promotions" });
    expect(
      within(promotions)
        .getAllByRole("listitem")
        .map((p) => within(p).getByText(/Summer sale|Winter escape/).textContent),
    ).toEqual(["Summer sale", "Winter escape"]);
    expect(within(promotions).getByRole("link", { name: "Share a promotion" })).toHaveAttribute(
      "href",
      "/promotions",
    );
  });

  it("says when the traveller has no rewards and no activity yet", async () => {
    seedRewards();
    db.loyalty.rewards = {};
    db.referralActions = [];
    renderApp("/your-rewards");
    const summary = await balance();
    expect(
      within(summary).getByText("You have no rewards yet. Share a referral link to start earning."),
    ).toBeInTheDocument();
    expect(
      await within(screen.getByRole("region", { name: "Your activity" })).findByText(
        "Nothing has earned you points yet.",
      ),
    ).toBeInTheDocument();
  });

  it("says honestly that the programme is not running, without inviting to earn", async () => {
    seedRewards();
    db.loyalty = { ...db.loyalty, enabled: false, rewards: {} };
    renderApp("/your-rewards");
    const summary = await balance();
    expect(
      within(summary).getByText("The loyalty program is not running right now."),
    ).toBeVisible();
    expect(screen.queryByText(/Share a referral link to start earning/)).toBeNull();
    expect(screen.queryByRole("region", { name: "Promotions" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Share a promotion" })).toBeNull();
    // What the traveller did before stays visible.
    expect(
      await within(screen.getByRole("region", { name: "Your activity" })).findByText(
        "Your friend Ana booked a trip",
      ),
    ).toBeInTheDocument();
  });

  it("keeps the balance in view when only the activity cannot be loaded", async () => {
    seedRewards();
    server.use(
      graphql.query("ReferralActions", () =>
        HttpResponse.json({ errors: [{ message: "getActionsList: 502 Bad Gateway" }] }),
      ),
    );
    renderApp("/your-rewards");
    const activity = await screen.findByRole("region", { name: "Your activity" });
    expect(await within(activity).findByRole("alert")).toHaveTextContent(
      "Your activity could not be loaded. Please try again.",
    );
    expect(within(await balance()).getByText("Silver")).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Bad Gateway|getActionsList/);
  });

  it("shows the error state when the programme cannot be loaded", async () => {
    seedRewards();
    db.referralFailure = "getLoyaltyState: ECONNRESET";
    renderApp("/your-rewards");
    expect(
      await screen.findByText("This page could not be loaded. Please try again."),
    ).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/ECONNRESET|getLoyaltyState/);
  });
});
