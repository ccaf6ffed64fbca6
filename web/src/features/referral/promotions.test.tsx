import { screen, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { db } from "../../testing/db";
import { server } from "../../testing/msw-server";
import { seedPromotions } from "../../testing/referral-seed";
import { renderApp } from "../../testing/render-app";

describe("promotions (/promotions)", () => {
  it("lists the running promotions, each with its code, landing page and link to copy", async () => {
    seedPromotions();
    renderApp("/promotions");
    expect(await screen.findByRole("heading", { level: 1, name: "Promotions" })).toBeVisible();
    expect(
      screen.getByText(
        "Share a promotion with friends: copy your referral link and send it to them.",
      ),
    ).toBeInTheDocument();
    const cards = await within(screen.getByRole("main")).findAllByRole("listitem");
    expect(
      cards.map((card) => within(card).getByRole("heading", { level: 2 }).textContent),
    ).toEqual(["Summer sale", "Winter escape"]);

    const [summer, winter] = cards as [HTMLElement, HTMLElement];
    expect(within(summer).getByText("Promotion")).toBeInTheDocument();
    expect(within(summer).getByText("Referral code")).toBeInTheDocument();
    expect(within(summer).getByText("SUMMER&26")).toBeInTheDocument();
    expect(within(summer).getByRole("link", { name: "See the promotion" })).toHaveAttribute(
      "href",
      "https://promo.example.com/summer?utm_source=app#top",
    );
    expect(
      within(summer).getByRole("button", { name: "Copy referral link for Summer sale" }),
    ).toBeEnabled();

    expect(within(winter).getByText("WINTER26")).toBeInTheDocument();
    expect(within(winter).queryByRole("link")).toBeNull();
    expect(
      within(winter).getByRole("button", { name: "Copy referral link for Winter escape" }),
    ).toBeEnabled();
    expect(screen.queryByText("Spring break")).toBeNull();
  });

  it("says when there are no promotions", async () => {
    seedPromotions();
    db.loyalty.promotionIds = [];
    renderApp("/promotions");
    expect(
      await screen.findByText("There are no promotions right now. Come back soon."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Copy referral link/ })).toBeNull();
  });

  it("says when the loyalty programme is not running", async () => {
    seedPromotions();
    db.loyalty.enabled = false;
    renderApp("/promotions");
    expect(
      await screen.findByText("The loyalty program is not running right now."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Copy referral link/ })).toBeNull();
  });

  it("shows the error state, without the gateway's message, when the promotions cannot load", async () => {
    seedPromotions();
    server.use(
      graphql.query("Loyalty", () =>
        HttpResponse.json({ errors: [{ message: "getLoyaltyState: socket hang up" }] }),
      ),
    );
    renderApp("/promotions");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This page could not be loaded. Please try again.",
    );
    expect(document.body).not.toHaveTextContent(/socket hang up|getLoyaltyState/);
  });
});
