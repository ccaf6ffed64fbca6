import { TravelersSection } from "../../features/profile";
import { SignedInPage } from "./signed-in-page";

/** /user/travelers: the people the traveller books for, with their documents. */
export function UserTravelersRoute() {
  return (
    <SignedInPage
      titleKey="account.userTravelers.title"
      descriptionKey="account.userTravelers.description"
    >
      <TravelersSection />
    </SignedInPage>
  );
}
