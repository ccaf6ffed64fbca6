import { Promotions } from "../../features/referral";
import { SignedInPage } from "./signed-in-page";

/** /promotions: the loyalty promotions, each with a referral link to copy. */
export function PromotionsRoute() {
  return (
    <SignedInPage
      titleKey="promotions.title"
      descriptionKey="promotions.intro"
      signedOutDescriptionKey="promotions.description"
    >
      <Promotions />
    </SignedInPage>
  );
}
