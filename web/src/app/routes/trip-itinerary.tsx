import { useParams } from "react-router-dom";
import { TripItinerary } from "../../features/trips";
import { SignedInPage } from "./signed-in-page";

/** /user/my-trips/:reservationId: one trip's itinerary, with its cancellation. */
export function TripItineraryRoute() {
  const { reservationId = "" } = useParams();
  return (
    <SignedInPage titleKey="trips.itinerary.title" descriptionKey="trips.itinerary.description">
      <TripItinerary reservationId={reservationId} />
    </SignedInPage>
  );
}
