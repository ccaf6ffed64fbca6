// Results as GraphQL shows them: amounts in the traveller's currency by Offer.price's conversion,
// baseTotal in USD, the hotel deal's total before its discount, and each area's details type.
import { createRateTable } from "../locale/exchange";
import {
  DETAILS_TYPE_BY_AREA,
  pictureForLanguage,
  toSearchResult,
  wasTotalUsd,
  type SearchResultEntry,
} from "./search.mappers";

const eur = { currency: "EUR", table: createRateTable("USD", [{ currency: "EUR", rate: 0.92 }]) };
const flight = {
  cabin: "ECONOMY",
  stops: 0,
  checked_bags: 1,
  legs: [
    {
      carrier_code: "TB",
      carrier: "Tailwind",
      flight_number: "TB1042",
      from: "LIS",
      to: "BCN",
      departs_at: "08:10",
      arrives_at: "11:05",
      arrival_day_offset: 0,
      duration_minutes: 115,
    },
  ],
};
const ATTRIBUTES: Record<string, unknown> = {
  HotelDetails: {
    board: "BREAKFAST",
    room_type: "Double room",
    discount_percent: 20,
    was_price_usd: 125,
  },
  RentalDetails: { property_type: "VILLA", bedrooms: 2, bathrooms: 1, sleeps: 4 },
  ActivityDetails: { duration_hours: 2.5, meeting_point: "Main square" },
  DreamTripDetails: { nights: 7, inclusions: ["Guide"], guided: true, group_size_max: 12 },
  FlightDetails: flight,
  PackageDetails: { nights: 4, stay: { offer_id: 1, name: "Hotel Sol", stars: 4 }, flight },
  CarDetails: {
    car_class: "SUV",
    model: "Kia Sportage or similar",
    transmission: "AUTOMATIC",
    seats: 5,
    bags: 3,
    pick_up: { name: "Lisbon Airport (LIS)", airport_code: "LIS" },
    drop_off: { name: "Lisbon centre", airport_code: null },
  },
  CruiseDetails: {
    ship: "Aurora",
    nights: 5,
    cabin: "BALCONY",
    itinerary: [
      { day: 1, port: "Lisbon" },
      { day: 3, port: "Cádiz" },
    ],
  },
  TransferDetails: {
    vehicle: "SEDAN",
    from: "Airport",
    to: "Centre",
    distance_km: 12,
    duration_minutes: 25,
  },
};

function entry(
  area: SearchResultEntry["area"],
  overrides: Partial<SearchResultEntry> = {},
): SearchResultEntry {
  return {
    offer_id: 17,
    area,
    name: "Offer",
    description: "",
    destination: {
      destination_id: 1,
      name: "Lisbon",
      country_code: "PT",
      airport_code: "LIS",
      latitude: 38.7,
      longitude: -9.1,
    },
    origin: null,
    rating: 4.5,
    review_count: 10,
    stars: 4,
    amenities: ["WIFI"],
    attributes: ATTRIBUTES[DETAILS_TYPE_BY_AREA[area]] as SearchResultEntry["attributes"],
    price_unit: "NIGHT",
    price_from_usd: 100,
    total_usd: 300,
    days: 3,
    max_guests: 2,
    units_left: 4,
    cancellation: {
      policy_code: "MODERATE",
      free_cancellation: true,
      free_until: "2026-12-03",
      fee_percent: 50,
      summary: "Free until 3 December.",
    },
    image: "/api/offers/17/image.svg",
    ...overrides,
  };
}

it.each(Object.entries(DETAILS_TYPE_BY_AREA))("%s results have %s", (area, typename) => {
  const result = toSearchResult(entry(area as SearchResultEntry["area"]), eur);
  expect(result.details.__typename).toBe(typename);
  expect(result.imageUrl).toBe("/offer-images/17.svg");
});

it("prices in the traveller's currency, baseTotal in USD, a deal's total before its discount", () => {
  const result = toSearchResult(entry("HLTGD"), eur);
  expect(result.total).toEqual({ amount: 276, currency: "EUR" });
  expect(result.priceFrom).toEqual({ amount: 92, currency: "EUR" });
  expect(result.baseTotal).toEqual({ amount: 300, currency: "USD" });
  expect(wasTotalUsd(entry("HLTGD"))).toBe(375);
  expect(result.details).toMatchObject({
    discountPercent: 20,
    wasTotal: { amount: 345, currency: "EUR" },
  });
  const noRate = toSearchResult(entry("HLT"), { currency: "EUR", table: null });
  expect([noRate.total, noRate.priceFrom]).toEqual([null, null]);
});

it("maps the details' fields, a rental's nights and the origin", () => {
  const rental = toSearchResult(entry("STY"), eur).details;
  expect(rental).toMatchObject({ propertyType: "VILLA", nights: 3, resort: null });
  const pkg = toSearchResult(
    entry("PKG", { origin: { destination_id: 8, name: "London", airport_code: "LHR" } }),
    eur,
  );
  expect(pkg.origin).toEqual({ id: "8", name: "London", airportCode: "LHR" });
  expect(pkg.details).toMatchObject({
    stayName: "Hotel Sol",
    stayStars: 4,
    flight: { legs: [{ flightNumber: "TB1042", departsAt: "08:10" }] },
  });
  expect(toSearchResult(entry("CAR"), eur).details).toMatchObject({
    dropOff: { name: "Lisbon centre", airportCode: null },
  });
});

it("a picture's path carries the visitor's language when it is not English", () => {
  expect(pictureForLanguage("/offer-images/17.svg", "es-ES")).toBe(
    "/offer-images/17.svg?language=es-ES",
  );
  expect(pictureForLanguage("/offer-images/17.svg", "pt")).toBe("/offer-images/17.svg?language=pt");
  for (const language of [undefined, "en", "en-US", "EN-gb", "<script>", "es ES"]) {
    expect(pictureForLanguage("/offer-images/17.svg", language)).toBe("/offer-images/17.svg");
  }
});
