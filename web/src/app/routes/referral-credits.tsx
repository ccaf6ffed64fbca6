import { ReferralCredits } from "../../features/referral";
import { SignedInPage } from "./signed-in-page";

/** /referral/credits: the traveller's referrals in a programme, five per page. */
export function ReferralCreditsRoute() {
  return (
    <SignedInPage
      titleKey="account.referralCredits.title"
      descriptionKey="account.referralCredits.description"
    >
      <ReferralCredits />
    </SignedInPage>
  );
}
