import { screen, within } from "@testing-library/react";
import { db } from "../../testing/db";
import { buildCampaign } from "../../testing/factories";
import { seedReferralCredits } from "../../testing/referral-seed";
import { renderApp } from "../../testing/render-app";

function seedPrograms() {
  seedReferralCredits();
  db.campaigns = [
    buildCampaign({
      id: "11",
      name: "Refer a friend",
      campaignType: "Referral",
      description: "Earn US$25 credit for each friend's first booking.",
      startDate: "2026-01-01",
      endDate: "2026-06-30",
    }),
    buildCampaign({ id: "21", name: "Summer sale", campaignType: "Promotion", endDate: null }),
    buildCampaign({
      id: "31",
      name: "Cashback club",
      campaignType: "Cashback",
      description: null,
      startDate: null,
      endDate: null,
    }),
  ];
}

describe("referral programmes (/referral/programs)", () => {
  it("lists every programme, referral programmes first, each with its credits link", async () => {
    seedPrograms();
    const { user, router } = renderApp("/referral/programs");
    const cards = await within(screen.getByRole("main")).findAllByRole("listitem");
    expect(cards.map((c) => within(c).getByRole("heading", { level: 2 }).textContent)).toEqual([
      "Refer a friend",
      "Summer sale",
      "Cashback club",
    ]);
    const [refer, summer, cashback] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(refer).toHaveTextContent("Referral");
    expect(refer).toHaveTextContent("Earn US$25 credit for each friend's first booking.");
    expect(refer).toHaveTextContent(/Dates\s*Jan 1, 2026 to Jun 30, 2026/);
    expect(summer).toHaveTextContent("Promotion");
    expect(summer).toHaveTextContent(/Dates\s*From Jan 1, 2026, no end date/);
    expect(cashback).toHaveTextContent("Cashback");
    expect(within(cashback).queryByText("Dates")).toBeNull();

    const link = within(summer).getByRole("link", { name: "View credits for Summer sale" });
    expect(link).toHaveAttribute("href", "/referral/credits?program=21");
    await user.click(within(refer).getByRole("link", { name: "View credits for Refer a friend" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Referral Credits" }),
    ).toBeVisible();
    expect(router.state.location.search).toBe("?program=11");
    expect(
      await screen.findByRole("list", { name: "Referrals in Refer a friend" }),
    ).toBeInTheDocument();
  });

  it("says when there are no programmes", async () => {
    seedPrograms();
    db.campaigns = [];
    renderApp("/referral/programs");
    expect(await screen.findByText("There are no programs right now.")).toBeInTheDocument();
  });

  it("shows the error state without the gateway's message", async () => {
    seedPrograms();
    db.referralFailure = "getCampaignList: ECONNREFUSED";
    renderApp("/referral/programs");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This page could not be loaded. Please try again.",
    );
    expect(document.body).not.toHaveTextContent(/ECONNREFUSED|getCampaignList/);
  });
});
