import { PayloadError } from "../accounts/payload-fields";
import { capacityUnits, priceMultiplier, unitsNeeded } from "./areas";
import { parseSearch, parseFilters } from "./search-params";
import { parseSuggest } from "./service";

const today = "2026-11-28";
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof PayloadError) return error.message;
    throw error;
  }
  return null;
};

describe("parseSearch", () => {
  it("reads a stay with defaults: 2 guests, 1 room, best first, page 1 of 20", () => {
    expect(
      parseSearch({ area: "hlt", check_in: "2026-12-01", check_out: "2026-12-04" }, today),
    ).toMatchObject({
      area: "HLT",
      today,
      checkIn: "2026-12-01",
      endDay: "2026-12-04",
      days: 3,
      guests: 2,
      rooms: 1,
      sort: "best",
      page: 1,
      size: 20,
      destination: null,
      destinationId: null,
    });
  });

  it("prices a start-day area over one day and ignores check_out", () => {
    expect(
      parseSearch({ area: "FLT", check_in: "2026-12-01", check_out: "2000-01-01" }, today),
    ).toMatchObject({ days: 1, endDay: "2026-12-02" });
  });

  it("folds the destination text and reads ids sent as digits", () => {
    expect(
      parseSearch(
        { area: "ACT", check_in: today, destination: " Cancún ", origin_id: "10" },
        today,
      ),
    ).toMatchObject({ destination: "cancun", originId: 10 });
  });

  it.each([
    [
      { area: "HLT", check_in: "2027-11-29", check_out: "2027-11-30" },
      "check_in must be on or before 2027-11-28",
    ],
    [
      { area: "HLT", check_in: "2026-11-27", check_out: "2026-11-30" },
      "check_in must not be in the past",
    ],
    [
      { area: "CAR", check_in: "2026-12-01", check_out: "2026-11-30" },
      "check_out must be after check_in",
    ],
    [{ area: "FLT", check_in: "2026-12-01", rooms: 0 }, "rooms must be a whole number from 1 to 5"],
    [
      { area: "FLT", check_in: "2026-12-01", page: 0 },
      "page must be a whole number from 1 to 10000",
    ],
    [
      { area: "FLT", check_in: "2026-12-01", destination_id: -1 },
      "destination_id must be a destination id (a positive whole number)",
    ],
    [
      { area: "FLT", check_in: "2026-12-01", destination: "a\u0000" },
      "destination contains characters that are not allowed",
    ],
  ])("refuses %j", (body, message) => {
    expect(refusal(() => parseSearch(body, today))).toBe(message);
  });
});

describe("parseFilters", () => {
  it("reads every filter, upper-casing codes and dropping repeats", () => {
    expect(
      parseFilters({
        filters: {
          price_min: 10,
          price_max: 500.5,
          min_rating: 4,
          stars: [4, 5, 5],
          free_cancellation: true,
          amenities: ["pool", "WIFI"],
          cabin: "business",
          car_class: "suv",
          max_stops: 0,
        },
      }),
    ).toEqual({
      priceMin: 10,
      priceMax: 500.5,
      minRating: 4,
      stars: [4, 5],
      freeCancellation: true,
      amenities: ["POOL", "WIFI"],
      cabin: "BUSINESS",
      carClass: "SUV",
      maxStops: 0,
    });
  });

  it.each([
    [{ stars: [6] }, "stars must be a list of at most 5 stars"],
    [{ free_cancellation: "yes" }, "free_cancellation must be true or false"],
    [{ min_rating: 6 }, "min_rating must be a number from 0 to 5"],
    [{ cabin: "first class!" }, "cabin must be a code such as ECONOMY"],
  ])("refuses %j", (filters, message) => {
    expect(refusal(() => parseFilters({ filters }))).toBe(message);
  });
});

describe("area units", () => {
  it.each([
    ["NIGHT", 4, 2, 2, 2, 2],
    ["WEEK", 4, 2, 2, 2, 2],
    ["PERSON", 4, 2, 4, 4, 1],
    ["DAY", 4, 2, 1, 1, 1],
    ["TRIP", 4, 2, 1, 1, 1],
  ] as const)("%s for %i guests in %i rooms", (unit, guests, rooms, needed, times, capacity) => {
    const party = { guests, rooms };
    expect([
      unitsNeeded(unit, party),
      priceMultiplier(unit, party),
      capacityUnits(unit, party),
    ]).toEqual([needed, times, capacity]);
  });
});

describe("parseSuggest", () => {
  it("folds the query, reads the area and limit", () => {
    expect(parseSuggest({ query: " Río ", area: "cru", limit: 5 })).toEqual({
      prefix: "rio",
      area: "CRU",
      limit: 5,
    });
    expect(parseSuggest({})).toEqual({ prefix: "", area: null, limit: 10 });
  });

  it("refuses a long query", () => {
    expect(refusal(() => parseSuggest({ query: "x".repeat(101) }))).toBe(
      "query is too long (100 characters at most)",
    );
  });
});
