import { screen, within } from "@testing-library/react";
import { db } from "../../testing/db";
import { REFERRER_ID, seedPromotions, seedReferralCredits } from "../../testing/referral-seed";
import { renderApp } from "../../testing/render-app";

/** The levels of the document's headings, in order. */
const headingLevels = () =>
  [1, 2, 3, 4, 5, 6]
    .flatMap((level) =>
      screen.queryAllByRole("heading", { level }).map((element) => ({ element, level })),
    )
    .sort((a, b) =>
      a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
    )
    .map(({ level }) => level);

describe("referral and loyalty pages: headings and landmarks", () => {
  it.each([
    ["/referral/programs", "Referral Programs", "Refer a friend", [], []],
    ["/referral/credits?page=2", "Referral Credits", "Friend 6", ["Refer a friend"], ["Pages"]],
    [
      "/your-rewards",
      "Your Rewards",
      "Silver",
      ["Your balance", "Promotions", "Your activity"],
      [],
    ],
    ["/promotions", "Promotions", "Summer sale", [], []],
  ])(
    "%s has one h1, in the main landmark, and named sections",
    async (route, title, content, regions, pageNavigations) => {
      seedPromotions();
      const promotions = db.campaigns.filter((c) => c.campaignType === "Promotion");
      seedReferralCredits();
      db.campaigns = [...db.campaigns, ...promotions];
      db.loyalty.rewards = {
        [REFERRER_ID]: { points: 10, credit: 1, currencyCode: "USD", tier: "Silver" },
      };
      renderApp(route);
      const main = screen.getByRole("main");
      expect(await within(main).findByText(content)).toBeInTheDocument();

      const h1s = screen.getAllByRole("heading", { level: 1 });
      expect(h1s).toHaveLength(1);
      expect(h1s[0]).toHaveTextContent(title);
      expect(main).toContainElement(h1s[0]!);
      expect(screen.getAllByRole("banner")).toHaveLength(1);
      expect(screen.getAllByRole("main")).toHaveLength(1);
      expect(screen.getAllByRole("contentinfo")).toHaveLength(1);

      // The h1 comes first and no heading level is skipped.
      const levels = headingLevels();
      expect(levels[0]).toBe(1);
      expect(levels.filter((level, i) => i > 0 && level > levels[i - 1]! + 1)).toEqual([]);

      // The page's own sections and navigation are landmarks with their names.
      const inMain = (role: "region" | "navigation") =>
        screen.queryAllByRole(role).filter((element) => main.contains(element));
      expect(inMain("region")).toHaveLength(regions.length);
      for (const name of regions) {
        expect(within(main).getByRole("region", { name })).toBeInTheDocument();
      }
      expect(inMain("navigation")).toHaveLength(pageNavigations.length);
      for (const name of pageNavigations) {
        expect(within(main).getByRole("navigation", { name })).toBeInTheDocument();
      }
      // Outside the page: the header's and footer's named navigation only.
      expect(screen.getAllByRole("navigation").filter((n) => !main.contains(n))).toEqual([
        screen.getByRole("navigation", { name: "Products" }),
        screen.getByRole("navigation", { name: "Legal" }),
      ]);
    },
  );
});
