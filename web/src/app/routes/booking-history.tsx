import { BookingHistory } from "../../features/trips";
import { SignedInPage } from "./signed-in-page";

/** /user/booking-history: every reservation of the traveller, newest first. */
export function BookingHistoryRoute() {
  return (
    <SignedInPage
      titleKey="account.userBookingHistory.title"
      descriptionKey="account.userBookingHistory.description"
    >
      <BookingHistory />
    </SignedInPage>
  );
}
