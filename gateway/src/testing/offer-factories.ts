/**
 * Offers as the upstream's GET /api/offers/{id} gives them, of any area: `buildOffer` with the
 * area's unit, capacity, start weekday, place, origin and attributes (shaped as the contract's
 * <Area>Attributes), overridable.
 */
import type { OfferEntry } from "../booking/booking.mappers";

type Area = OfferEntry["product_code"];

const UNIT: Record<Area, OfferEntry["price_unit"]> = {
  DTPS: "PERSON",
  HLTGD: "NIGHT",
  HLT: "NIGHT",
  SBM: "NIGHT",
  PKG: "PERSON",
  STY: "NIGHT",
  CND: "NIGHT",
  RST: "NIGHT",
  WEK: "WEEK",
  CRU: "PERSON",
  FLT: "PERSON",
  CAR: "DAY",
  TRA: "TRIP",
  ACT: "PERSON",
};

const LISBON = {
  destination_id: 1,
  name: "Lisbon",
  country_code: "PT",
  airport_code: "LIS",
  latitude: 38.7223,
  longitude: -9.1393,
};
const CANCUN = {
  destination_id: 4,
  name: "Cancún",
  country_code: "MX",
  airport_code: "CUN",
  latitude: 21.1619,
  longitude: -86.8515,
};

const FLIGHT = {
  cabin: "ECONOMY",
  stops: 0,
  checked_bags: 1,
  legs: [
    {
      carrier_code: "TP",
      carrier: "TAP Air Portugal",
      flight_number: "TP1352",
      from: "LIS",
      to: "CUN",
      departs_at: "10:05",
      arrives_at: "14:40",
      arrival_day_offset: 0,
      duration_minutes: 635,
    },
  ],
} as const;

const RENTAL = { property_type: "APARTMENT", bedrooms: 2, bathrooms: 1, sleeps: 4 };

const ATTRIBUTES: Record<Area, Record<string, unknown>> = {
  HLT: { board: "BREAKFAST", room_type: "Double room" },
  HLTGD: { board: "ROOM_ONLY", room_type: "Double room", discount_percent: 20, was_price_usd: 250 },
  RST: { board: "ALL_INCLUSIVE", room_type: "Junior suite" },
  STY: RENTAL,
  SBM: RENTAL,
  CND: { ...RENTAL, property_type: "CONDO" },
  WEK: { ...RENTAL, nights: 7, resort: "Ocean Club Lisbon" },
  ACT: { duration_hours: 3, meeting_point: "Praça do Comércio" },
  DTPS: { nights: 6, inclusions: ["Flights", "Hotel"], guided: true, group_size_max: 12 },
  FLT: FLIGHT,
  PKG: { nights: 5, stay: { offer_id: 101, name: "Harbour View Hotel", stars: 4 }, flight: FLIGHT },
  CAR: {
    car_class: "COMPACT",
    model: "VW Golf or similar",
    transmission: "MANUAL",
    seats: 5,
    bags: 2,
    pick_up: { name: "Lisbon Airport", airport_code: "LIS" },
    drop_off: { name: "Lisbon Airport", airport_code: "LIS" },
  },
  CRU: {
    ship: "Aurora",
    nights: 7,
    cabin: "BALCONY",
    itinerary: [
      { day: 1, port: "Lisbon" },
      { day: 7, port: "Barcelona" },
    ],
  },
  TRA: {
    vehicle: "SEDAN",
    from: "Lisbon Airport",
    to: "City centre",
    distance_km: 12,
    duration_minutes: 25,
  },
};

/** An offer of `product_code` (HLT by default), id 601 unless given. */
export function buildOffer(overrides: Partial<OfferEntry> = {}): OfferEntry {
  const area = overrides.product_code ?? "HLT";
  const id = overrides.offer_id ?? 601;
  const flies = area === "FLT" || area === "PKG";
  return {
    offer_id: id,
    product_code: area,
    name: `Offer ${id}`,
    destination: flies ? "Cancún" : "Lisbon",
    country_code: flies ? "MX" : "PT",
    description: "",
    rating: null,
    price_unit: UNIT[area],
    price_usd: 100,
    max_guests: area === "CAR" ? 5 : area === "HLT" || area === "RST" ? 2 : 4,
    start_weekday: area === "WEK" ? 6 : null,
    place: flies ? CANCUN : LISBON,
    origin: flies ? { destination_id: 1, name: "Lisbon", airport_code: "LIS" } : null,
    attributes: ATTRIBUTES[area] as OfferEntry["attributes"],
    image: `/api/offers/${id}/image.svg`,
    ...overrides,
  };
}
