import { db } from "./db";
import { buildCampaign, buildLoyalty, buildReferrals, buildViewer } from "./factories";

/** Id of the signed-in traveller of the referral seeds. */
export const REFERRER_ID = "7";

/**
 * A signed-in traveller with 23 referrals in "Refer a friend" (Friend 1, the newest, to
 * Friend 23), 7 in "Team trips" (Colleague 1 to 7) and none in "Cashback club"; someone else's
 * referral ("Stranger") in "Refer a friend".
 */
export function seedReferralCredits(): void {
  db.viewer = buildViewer({ id: REFERRER_ID });
  db.campaigns = [
    buildCampaign({ id: "11", name: "Refer a friend", campaignType: "Referral" }),
    buildCampaign({ id: "12", name: "Team trips", campaignType: "Referral" }),
    buildCampaign({ id: "31", name: "Cashback club", campaignType: "Cashback" }),
  ];
  db.referrals = [
    ...buildReferrals(23, { programId: "11", referrerId: REFERRER_ID }),
    ...buildReferrals(7, { programId: "12", referrerId: REFERRER_ID }).map((r) => ({
      ...r,
      firstName: "Colleague",
    })),
    ...buildReferrals(1, { programId: "11", referrerId: "8" }).map((r) => ({
      ...r,
      firstName: "Stranger",
    })),
  ];
}

/**
 * A signed-in traveller, Zoë O'Brien, and the loyalty programme (Jan 1 to Dec 31, 2026) with
 * two running promotions: "Summer sale" (landing page with its own parameters and fragment, code
 * `SUMMER&26`) and "Winter escape" (no landing page, code `WINTER26`); "Spring break" is a
 * promotion campaign that is not running.
 */
export function seedPromotions(): void {
  db.viewer = buildViewer({ id: REFERRER_ID, firstName: "Zoë", lastName: "O'Brien" });
  db.campaigns = [
    buildCampaign({
      id: "21",
      name: "Summer sale",
      campaignType: "Promotion",
      landingUrl: "https://promo.example.com/summer?utm_source=app#top",
      referralCode: "SUMMER&26",
    }),
    buildCampaign({
      id: "22",
      name: "Winter escape",
      campaignType: "Promotion",
      landingUrl: null,
      referralCode: "WINTER26",
    }),
    buildCampaign({ id: "23", name: "Spring break", campaignType: "Promotion" }),
    buildCampaign({ id: "11", name: "Refer a friend", campaignType: "Referral" }),
  ];
  db.loyalty = buildLoyalty({
    startDate: "2026-01-01",
    endDate: "2026-12-31",
    promotionIds: ["21", "22"],
  });
}
