import { ProfileSection } from "../../features/profile";
import { SignedInPage } from "./signed-in-page";

/** /user/profile: the traveller's own details, to view and change. */
export function UserProfileRoute() {
  return (
    <SignedInPage
      titleKey="account.userProfile.title"
      descriptionKey="account.userProfile.description"
    >
      <ProfileSection />
    </SignedInPage>
  );
}
