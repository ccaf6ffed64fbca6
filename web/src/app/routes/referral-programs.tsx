import { ReferralPrograms } from "../../features/referral";
import { SignedInPage } from "./signed-in-page";

/** /referral/programs: the organisation's programmes, each linking to its credits. */
export function ReferralProgramsRoute() {
  return (
    <SignedInPage
      titleKey="account.referralPrograms.title"
      descriptionKey="account.referralPrograms.description"
    >
      <ReferralPrograms />
    </SignedInPage>
  );
}
