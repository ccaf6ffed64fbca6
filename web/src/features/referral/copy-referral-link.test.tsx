import { screen, waitFor, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { db } from "../../testing/db";
import { server } from "../../testing/msw-server";
import { seedPromotions } from "../../testing/referral-seed";
import { renderApp } from "../../testing/render-app";

/** Summer sale's link: its landing page, its parameters and fragment kept, ours encoded. */
const SUMMER_LINK =
  "https://promo.example.com/summer?utm_source=app&referral_code=SUMMER%2626" +
  "&referral_name=Zo%C3%AB+O%27Brien&referral_org=1&redirect=%2Fpromotions#top";

/** The promotions page, signed in, with the traveller's clipboard stubbed. */
async function openPromotions(write: () => Promise<void> = () => Promise.resolve()) {
  seedPromotions();
  const app = renderApp("/promotions");
  // user-event puts a clipboard on navigator when set up: replace its writeText.
  const writeText = jest.spyOn(navigator.clipboard, "writeText").mockImplementation(write);
  const card = (name: string) =>
    screen.getByRole("heading", { level: 2, name }).closest("li") as HTMLElement;
  await screen.findByRole("heading", { level: 2, name: "Summer sale" });
  return { ...app, writeText, card };
}

describe("copy referral link", () => {
  it("copies the link with its parameters encoded, and says so", async () => {
    const { user, writeText, card } = await openPromotions();
    const summer = card("Summer sale");
    await user.click(
      within(summer).getByRole("button", { name: "Copy referral link for Summer sale" }),
    );

    expect(await within(summer).findByRole("status")).toHaveTextContent("Link copied");
    expect(writeText).toHaveBeenCalledTimes(1);
    const copied = writeText.mock.calls[0]?.[0] as string;
    expect(copied).toBe(SUMMER_LINK);
    expect(Object.fromEntries(new URL(copied).searchParams)).toEqual({
      utm_source: "app",
      referral_code: "SUMMER&26",
      referral_name: "Zoë O'Brien",
      referral_org: "1",
      redirect: "/promotions",
    });
    // The gateway was asked for this promotion's link from this page.
    expect(db.calls.buildReferralLink).toEqual([
      { promotionId: "21", currentPage: "http://localhost/promotions", redirect: "/promotions" },
    ]);
    // Only the card whose link was copied says so.
    expect(within(card("Winter escape")).getByRole("status")).toBeEmptyDOMElement();
  });

  it("builds a promotion without a landing page on the site URL, else on this page", async () => {
    const { user, writeText, card } = await openPromotions();
    const copy = () =>
      user.click(
        within(card("Winter escape")).getByRole("button", {
          name: "Copy referral link for Winter escape",
        }),
      );
    await copy();
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    expect(writeText).toHaveBeenLastCalledWith(
      "http://localhost/promotions?referral_code=WINTER26" +
        "&referral_name=Zo%C3%AB+O%27Brien&referral_org=1&redirect=%2Fpromotions",
    );

    db.publicSiteUrl = "https://travel.example.com";
    await copy();
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(2));
    expect(writeText).toHaveBeenLastCalledWith(
      "https://travel.example.com/?referral_code=WINTER26" +
        "&referral_name=Zo%C3%AB+O%27Brien&referral_org=1&redirect=%2Fpromotions",
    );
  });

  it("shows the link selected to copy by hand when the clipboard refuses", async () => {
    const { user, writeText, card } = await openPromotions(() =>
      Promise.reject(new DOMException("Write permission denied.", "NotAllowedError")),
    );
    const summer = card("Summer sale");
    await user.click(
      within(summer).getByRole("button", { name: "Copy referral link for Summer sale" }),
    );

    const field = await within(summer).findByRole("textbox", {
      name: "Referral link for Summer sale",
    });
    expect(writeText).toHaveBeenCalledWith(SUMMER_LINK);
    expect(field).toHaveValue(SUMMER_LINK);
    expect(field).toHaveAttribute("readonly");
    await waitFor(() => expect(field).toHaveFocus());
    const input = field as HTMLInputElement;
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, SUMMER_LINK.length]);
    expect(within(summer).getByRole("status")).toHaveTextContent(
      "The link is selected: press Ctrl+C (⌘C on a Mac) to copy it.",
    );
    expect(within(summer).queryByText("Link copied")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says clearly why there is no link when the gateway builds none", async () => {
    const { user, writeText, card } = await openPromotions();
    const copy = async (name: string) => {
      const promotion = card(name);
      await user.click(
        within(promotion).getByRole("button", { name: `Copy referral link for ${name}` }),
      );
      return within(promotion).findByRole("alert");
    };

    // The promotion ended after the page loaded: the gateway no longer knows it.
    db.campaigns = db.campaigns.filter((c) => c.id !== "22");
    expect(await copy("Winter escape")).toHaveTextContent("This promotion is no longer available.");
    expect(within(card("Winter escape")).getByRole("status")).toBeEmptyDOMElement();

    // The promotion's landing page is not a web address: nothing this page could change.
    db.campaigns = db.campaigns.map((c) => (c.id === "21" ? { ...c, landingUrl: "promo/x" } : c));
    expect(await copy("Summer sale")).toHaveTextContent(
      "Your referral link could not be made. Please try again.",
    );

    // The session ended meanwhile.
    db.viewer = null;
    expect(await copy("Summer sale")).toHaveTextContent(
      "Please sign in to share your referral link.",
    );
    expect(writeText).not.toHaveBeenCalled();
  });

  it("says the link could not be made when the gateway fails, without its message", async () => {
    const { user, writeText, card } = await openPromotions();
    server.use(
      graphql.mutation("BuildReferralLink", () =>
        HttpResponse.json({ errors: [{ message: "getCampaignList: ETIMEDOUT" }] }),
      ),
    );
    const summer = card("Summer sale");
    await user.click(
      within(summer).getByRole("button", { name: "Copy referral link for Summer sale" }),
    );
    expect(await within(summer).findByRole("alert")).toHaveTextContent(
      "Your referral link could not be made. Please try again.",
    );
    expect(document.body).not.toHaveTextContent(/ETIMEDOUT|getCampaignList/);
    expect(writeText).not.toHaveBeenCalled();

    // Trying again after the gateway recovers copies the link and clears the failure.
    server.resetHandlers();
    await user.click(
      within(summer).getByRole("button", { name: "Copy referral link for Summer sale" }),
    );
    expect(await within(summer).findByText("Link copied")).toBeInTheDocument();
    expect(within(summer).queryByRole("alert")).toBeNull();
    expect(writeText).toHaveBeenCalledWith(SUMMER_LINK);
  });
});
