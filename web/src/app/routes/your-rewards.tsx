import { YourRewards } from "../../features/referral";
import { SignedInPage } from "./signed-in-page";

/** /your-rewards: loyalty rewards, programme dates and the traveller's actions. */
export function YourRewardsRoute() {
  return (
    <SignedInPage
      titleKey="account.yourRewards.title"
      descriptionKey="account.yourRewards.description"
    >
      <YourRewards />
    </SignedInPage>
  );
}
