/**
 * The search documents a results page asks, with every field and every details fragment: the
 * gateway's query-limit test, the integration tests and the bench run these.
 */

const FLIGHT = `cabin stops checkedBags
  legs { carrierCode carrier flightNumber from to departsAt arrivesAt arrivalDayOffset durationMinutes }`;

export const SEARCH_RESULT_FRAGMENT = `
fragment SearchResultFields on OfferSearchResult {
  id area name description
  destination { id name countryCode airportCode latitude longitude }
  origin { id name airportCode }
  rating reviewCount stars amenities priceUnit
  priceFrom { decimal currency formatted }
  total { decimal currency formatted }
  baseTotal { decimal currency }
  days maxGuests unitsLeft
  cancellation { policy freeCancellation freeUntil feePercent summary }
  imageUrl
  details {
    __typename
    ... on HotelDetails { board roomType discountPercent wasTotal { decimal currency formatted } }
    ... on RentalDetails { propertyType bedrooms bathrooms sleeps nights resort }
    ... on ActivityDetails { durationHours meetingPoint }
    ... on DreamTripDetails { nights inclusions guided groupSizeMax }
    ... on FlightDetails { ${FLIGHT} }
    ... on PackageDetails { nights stayName stayStars flight { ${FLIGHT} } }
    ... on CarDetails {
      carClass model transmission seats bags
      pickUp { name airportCode } dropOff { name airportCode }
    }
    ... on CruiseDetails { ship nights cabin itinerary { day port } }
    ... on TransferDetails { vehicle from to distanceKm durationMinutes }
  }
}`;

/** A results page: `$first` results after `$after`, with their cursors and the page's place. */
export const SEARCH_PAGE_QUERY = `
query SearchPage($input: OfferSearchInput!, $first: Int, $after: String) {
  searchOffers(input: $input, first: $first, after: $after) {
    totalCount
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    edges { cursor node { ...SearchResultFields } }
  }
}
${SEARCH_RESULT_FRAGMENT}`;

/** The same page with `first: 50` written in the document, as the query-cost limit reads it. */
export const FULL_SEARCH_PAGE_QUERY = SEARCH_PAGE_QUERY.replace(
  "searchOffers(input: $input, first: $first, after: $after)",
  "searchOffers(input: $input, first: 50, after: $after)",
).replace("$first: Int, ", "");

/** A search form's place field. */
export const DESTINATION_SUGGESTIONS_QUERY = `
query Destinations($query: String!, $area: ProductArea, $first: Int) {
  destinationSuggestions(query: $query, area: $area, first: $first) {
    offerCount
    destination { id name countryCode airportCode latitude longitude }
  }
}`;
