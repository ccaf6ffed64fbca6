import { db } from "./db";
import { buildCampaign, buildReferrals, buildViewer } from "./factories";

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
