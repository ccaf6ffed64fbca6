/**
 * Seeded search results of the mock gateway: a few destinations and offers of several areas
 * (hotels, stays, resorts, weeks, activities, flights, cars, cruises, transfers, packages), the
 * wallet areas' ids matching the booking offers of wallet-factories.ts.
 */
import type { ProductArea, SearchPriceUnit } from "../__generated__/graphql";

export interface DestinationRecord {
  id: string;
  name: string;
  countryCode: string;
  airportCode: string;
  latitude: number;
  longitude: number;
}

export interface SearchOfferRecord {
  id: string;
  area: ProductArea;
  name: string;
  description: string;
  destinationId: string;
  originId: string | null;
  rating: number | null;
  reviewCount: number;
  stars: number | null;
  amenities: string[];
  priceUnit: SearchPriceUnit;
  /** One unit's price in USD. */
  priceUsd: number;
  maxGuests: number;
  unitsLeft: number;
  /** Whether cancelling is free today (FLEXIBLE), else STRICT. */
  free: boolean;
  /** The `details` union member, with its `__typename`. */
  details: Record<string, unknown> & { __typename: string };
}

const dest = (
  id: string,
  name: string,
  countryCode: string,
  airportCode: string,
  latitude: number,
  longitude: number,
): DestinationRecord => ({ id, name, countryCode, airportCode, latitude, longitude });

export function buildDestinations(): DestinationRecord[] {
  return [
    dest("1", "Lisbon", "PT", "LIS", 38.7223, -9.1393),
    dest("2", "Porto", "PT", "OPO", 41.1579, -8.6291),
    dest("3", "Madrid", "ES", "MAD", 40.4168, -3.7038),
    dest("4", "Lagos", "PT", "FAO", 37.1028, -8.6731),
    dest("5", "Barcelona", "ES", "BCN", 41.3874, 2.1686),
  ];
}

let sequence = 900;
export function buildSearchOffer(overrides: Partial<SearchOfferRecord> = {}): SearchOfferRecord {
  const id = overrides.id ?? String(++sequence);
  return {
    id,
    area: "HLT",
    name: `Offer ${id}`,
    description: "A place to stay.",
    destinationId: "1",
    originId: null,
    rating: 4,
    reviewCount: 10,
    stars: 3,
    amenities: ["WIFI"],
    priceUnit: "NIGHT",
    priceUsd: 100,
    maxGuests: 2,
    unitsLeft: 8,
    free: true,
    details: {
      __typename: "HotelDetails",
      board: "BREAKFAST",
      roomType: "Double room",
      discountPercent: null,
      wasTotal: null,
    },
    ...overrides,
  };
}

const leg = (
  flightNumber: string,
  from: string,
  to: string,
  departsAt: string,
  arrivesAt: string,
) => ({
  carrierCode: "TB",
  carrier: "Travel Air",
  flightNumber,
  from,
  to,
  departsAt,
  arrivesAt,
  arrivalDayOffset: 0,
  durationMinutes: 90,
});

export function buildSearchOffers(): SearchOfferRecord[] {
  const hotel = (o: Partial<SearchOfferRecord>) => buildSearchOffer({ area: "HLT", ...o });
  return [
    hotel({
      id: "101",
      name: "Harbour View Hotel",
      rating: 4.5,
      reviewCount: 120,
      stars: 4,
      priceUsd: 120,
      amenities: ["WIFI", "POOL"],
      unitsLeft: 2,
    }),
    hotel({
      id: "102",
      name: "Ribeira Rooms",
      destinationId: "2",
      rating: 4,
      reviewCount: 40,
      stars: 3,
      priceUsd: 90,
      free: false,
    }),
    hotel({
      id: "103",
      name: "Gran Vía Suites",
      destinationId: "3",
      rating: null,
      reviewCount: 0,
      stars: 5,
      priceUsd: 150,
    }),
    // more hotels in Lisbon, for a second page
    ...Array.from({ length: 10 }, (_, i) =>
      hotel({
        id: String(110 + i),
        name: `Lisbon Hotel ${i + 1}`,
        rating: 3 + (i % 3) * 0.5,
        reviewCount: 5 + i,
        stars: 2 + (i % 3),
        priceUsd: 60 + i * 10,
      }),
    ),
    buildSearchOffer({
      id: "201",
      area: "ACT",
      name: "Tram 28 Walking Tour",
      priceUnit: "PERSON",
      priceUsd: 35,
      stars: null,
      rating: 4.8,
      reviewCount: 300,
      maxGuests: 9,
      details: {
        __typename: "ActivityDetails",
        durationHours: 3,
        meetingPoint: "Praça da Figueira",
      },
    }),
    buildSearchOffer({
      id: "202",
      area: "ACT",
      name: "Douro Valley Day Trip",
      destinationId: "2",
      priceUnit: "PERSON",
      priceUsd: 95,
      stars: null,
      rating: 4.6,
      reviewCount: 80,
      maxGuests: 9,
      details: {
        __typename: "ActivityDetails",
        durationHours: 9,
        meetingPoint: "São Bento station",
      },
    }),
    buildSearchOffer({
      id: "301",
      area: "RST",
      name: "Algarve Cliffs Resort",
      destinationId: "4",
      priceUsd: 210,
      stars: 5,
      rating: 4.3,
      reviewCount: 60,
      amenities: ["WIFI", "POOL", "SPA"],
    }),
    buildSearchOffer({
      id: "401",
      area: "STY",
      name: "Alfama Apartment",
      priceUsd: 80,
      stars: null,
      rating: 4.1,
      reviewCount: 25,
      maxGuests: 4,
      amenities: ["WIFI", "KITCHEN"],
      details: {
        __typename: "RentalDetails",
        propertyType: "APARTMENT",
        bedrooms: 2,
        bathrooms: 1,
        sleeps: 4,
        nights: 1,
        resort: null,
      },
    }),
    buildSearchOffer({
      id: "451",
      area: "WEK",
      name: "Week at Praia Club",
      destinationId: "4",
      priceUnit: "WEEK",
      priceUsd: 900,
      stars: null,
      maxGuests: 6,
      amenities: ["WIFI", "POOL"],
      details: {
        __typename: "RentalDetails",
        propertyType: "CONDO",
        bedrooms: 2,
        bathrooms: 2,
        sleeps: 6,
        nights: 7,
        resort: "Praia Club",
      },
    }),
    buildSearchOffer({
      id: "501",
      area: "FLT",
      name: "Lisbon to Madrid, direct",
      destinationId: "3",
      originId: "1",
      priceUnit: "PERSON",
      priceUsd: 140,
      stars: null,
      rating: null,
      reviewCount: 0,
      maxGuests: 9,
      free: false,
      details: {
        __typename: "FlightDetails",
        cabin: "ECONOMY",
        stops: 0,
        checkedBags: 1,
        legs: [leg("TB1042", "LIS", "MAD", "08:10", "10:30")],
      },
    }),
    buildSearchOffer({
      id: "502",
      area: "FLT",
      name: "Lisbon to Madrid via Porto",
      destinationId: "3",
      originId: "1",
      priceUnit: "PERSON",
      priceUsd: 95,
      stars: null,
      rating: null,
      reviewCount: 0,
      maxGuests: 9,
      free: false,
      details: {
        __typename: "FlightDetails",
        cabin: "BUSINESS",
        stops: 1,
        checkedBags: 2,
        legs: [
          leg("TB200", "LIS", "OPO", "07:00", "08:00"),
          leg("TB310", "OPO", "MAD", "09:00", "11:15"),
        ],
      },
    }),
    buildSearchOffer({
      id: "601",
      area: "CAR",
      name: "Toyota Corolla or similar",
      priceUnit: "DAY",
      priceUsd: 40,
      stars: null,
      rating: 4.2,
      reviewCount: 50,
      maxGuests: 5,
      details: {
        __typename: "CarDetails",
        carClass: "COMPACT",
        model: "Toyota Corolla or similar",
        transmission: "MANUAL",
        seats: 5,
        bags: 2,
        pickUp: { name: "Lisbon Airport (LIS)", airportCode: "LIS" },
        dropOff: { name: "Lisbon Airport (LIS)", airportCode: "LIS" },
      },
    }),
    buildSearchOffer({
      id: "602",
      area: "CAR",
      name: "Nissan Qashqai or similar",
      priceUnit: "DAY",
      priceUsd: 65,
      stars: null,
      rating: 4.4,
      reviewCount: 20,
      maxGuests: 5,
      details: {
        __typename: "CarDetails",
        carClass: "SUV",
        model: "Nissan Qashqai or similar",
        transmission: "AUTOMATIC",
        seats: 5,
        bags: 4,
        pickUp: { name: "Lisbon Airport (LIS)", airportCode: "LIS" },
        dropOff: { name: "Lisbon Airport (LIS)", airportCode: "LIS" },
      },
    }),
    buildSearchOffer({
      id: "701",
      area: "CRU",
      name: "Atlantic Isles",
      destinationId: "5",
      priceUnit: "PERSON",
      priceUsd: 700,
      stars: null,
      rating: 4.7,
      reviewCount: 90,
      maxGuests: 4,
      details: {
        __typename: "CruiseDetails",
        ship: "Sea Star",
        nights: 7,
        cabin: "BALCONY",
        itinerary: [
          { day: 1, port: "Barcelona" },
          { day: 3, port: "Palma" },
          { day: 7, port: "Lisbon" },
        ],
      },
    }),
    buildSearchOffer({
      id: "801",
      area: "TRA",
      name: "Airport to city centre",
      priceUnit: "TRIP",
      priceUsd: 30,
      stars: null,
      rating: 4.5,
      reviewCount: 200,
      maxGuests: 3,
      details: {
        __typename: "TransferDetails",
        vehicle: "SEDAN",
        from: "Lisbon Airport (LIS)",
        to: "Lisbon city centre",
        distanceKm: 9,
        durationMinutes: 25,
      },
    }),
    buildSearchOffer({
      id: "851",
      area: "PKG",
      name: "Madrid city break",
      destinationId: "3",
      originId: "1",
      priceUnit: "PERSON",
      priceUsd: 400,
      stars: null,
      maxGuests: 4,
      details: {
        __typename: "PackageDetails",
        nights: 3,
        stayName: "Gran Vía Suites",
        stayStars: 5,
        flight: {
          cabin: "ECONOMY",
          stops: 0,
          checkedBags: 1,
          legs: [leg("TB1042", "LIS", "MAD", "08:10", "10:30")],
        },
      },
    }),
  ];
}
