import { Link } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import type { ProductArea } from "../../__generated__/graphql";
import { offerPathOf } from "../../lib/offer-areas";

/** A trip's offer by name, linked to its page (the heading of a trip in the list and itinerary). */
export function TripOfferLink({
  offer,
}: {
  offer: { area: ProductArea; id: string; name: string };
}) {
  return (
    <Link asChild variant="underline">
      <RouterLink to={offerPathOf(offer.area, offer.id)}>{offer.name}</RouterLink>
    </Link>
  );
}
