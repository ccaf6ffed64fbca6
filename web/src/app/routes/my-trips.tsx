import { MyTrips } from "../../features/trips";
import { SignedInPage } from "./signed-in-page";

/** /user/my-trips: the traveller's reservations, upcoming and past. */
export function MyTripsRoute() {
  return (
    <SignedInPage
      titleKey="account.userMyTrips.title"
      descriptionKey="account.userMyTrips.description"
    >
      <MyTrips />
    </SignedInPage>
  );
}
