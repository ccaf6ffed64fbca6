import {
  MAX_NIGHTS,
  nightsBetween,
  tripIssue,
  tripProblem,
  tripUnits,
  type TripCheckInput,
} from "./index";

const trip = (overrides: Partial<TripCheckInput> = {}): TripCheckInput => ({
  priceUnit: "NIGHT",
  checkIn: "2026-05-12",
  checkOut: "2026-05-14",
  guests: 2,
  today: "2026-05-10",
  minCheckinDays: 2,
  ...overrides,
});

describe("tripProblem", () => {
  it.each<[string, Partial<TripCheckInput>, ReturnType<typeof tripProblem>]>([
    ["check-in exactly today plus minCheckinDays", {}, null],
    ["check-in one day too early", { checkIn: "2026-05-11" }, "INVALID_DATES"],
    ["check-in not a date", { checkIn: "2026-02-30" }, "INVALID_DATES"],
    ["check-out on check-in", { checkOut: "2026-05-12" }, "INVALID_DATES"],
    ["check-out before check-in", { checkOut: "2026-05-11" }, "INVALID_DATES"],
    ["missing check-out for a NIGHT offer", { checkOut: null }, "INVALID_DATES"],
    ["exactly 30 nights", { checkOut: "2026-06-11" }, null],
    ["31 nights", { checkOut: "2026-06-12" }, "INVALID_DATES"],
    ["PERSON offer ignores the check-out", { priceUnit: "PERSON", checkOut: null }, null],
    ["0 guests", { guests: 0 }, "INVALID_GUESTS"],
    ["1 guest", { guests: 1 }, null],
    ["9 guests", { guests: 9 }, null],
    ["10 guests", { guests: 10 }, "INVALID_GUESTS"],
    ["11 guests", { guests: 11 }, "INVALID_GUESTS"],
    ["fractional guests", { guests: 1.5 }, "INVALID_GUESTS"],
    ["DAY offer needs a drop-off day", { priceUnit: "DAY", checkOut: null }, "INVALID_DATES"],
    ["DAY offer of 3 days", { priceUnit: "DAY", checkOut: "2026-05-15" }, null],
    ["TRIP offer ignores the check-out", { priceUnit: "TRIP", checkOut: null }, null],
    ["2 rooms for 2 guests", { rooms: 2 }, null],
    ["3 rooms for 2 guests", { rooms: 3 }, "INVALID_GUESTS"],
    ["6 rooms", { rooms: 6, guests: 6 }, "INVALID_GUESTS"],
    ["rooms ignored for PERSON offers", { priceUnit: "PERSON", rooms: 9 }, null],
    ["guests within maxGuests × rooms", { guests: 4, rooms: 2, maxGuests: 2 }, null],
    ["guests above maxGuests × rooms", { guests: 5, rooms: 2, maxGuests: 2 }, "INVALID_GUESTS"],
    ["a car's seats", { priceUnit: "DAY", guests: 6, maxGuests: 5 }, "INVALID_GUESTS"],
    // 2026-05-16 is a Saturday (ISO weekday 6)
    [
      "a week from its start weekday",
      { priceUnit: "WEEK", checkIn: "2026-05-16", startWeekday: 6 },
      null,
    ],
    ["a week from another day", { priceUnit: "WEEK", startWeekday: 6 }, "INVALID_DATES"],
  ])("%s", (_name, change, expected) => {
    expect(tripProblem(trip(change))).toBe(expected);
  });
});

describe("tripIssue", () => {
  it("names the field of the problem", () => {
    expect(tripIssue(trip({ checkIn: "2026-05-11" }))).toEqual({
      code: "INVALID_DATES",
      field: "checkIn",
    });
    expect(tripIssue(trip({ checkOut: "2026-05-12" }))).toEqual({
      code: "INVALID_DATES",
      field: "checkOut",
    });
    expect(tripIssue(trip({ guests: 0 }))).toEqual({ code: "INVALID_GUESTS", field: "guests" });
    expect(tripIssue(trip({ rooms: 3 }))).toEqual({ code: "INVALID_GUESTS", field: "rooms" });
    expect(tripIssue(trip())).toBeNull();
  });

  it("names the weekday a week starts on and the party's limit", () => {
    expect(tripIssue(trip({ priceUnit: "WEEK", startWeekday: 6 }))).toEqual({
      code: "INVALID_DATES",
      field: "checkIn",
      weekday: 6,
    });
    expect(tripIssue(trip({ guests: 5, rooms: 2, maxGuests: 2 }))).toEqual({
      code: "INVALID_GUESTS",
      field: "guests",
      limit: 4,
      perRoom: 2,
    });
    expect(tripIssue(trip({ priceUnit: "DAY", guests: 6, maxGuests: 5 }))).toEqual({
      code: "INVALID_GUESTS",
      field: "guests",
      limit: 5,
    });
  });
});

describe("nightsBetween and tripUnits", () => {
  it("counts nights across months and DST changes", () => {
    expect(nightsBetween("2026-03-28", "2026-04-02")).toBe(5);
    expect(nightsBetween("2026-05-12", "bad")).toBeNull();
    expect(MAX_NIGHTS).toBe(30);
  });
  it("charges nights for NIGHT offers and guests for PERSON offers", () => {
    expect(tripUnits("NIGHT", "2026-05-12", "2026-05-15", 4)).toBe(3);
    expect(tripUnits("PERSON", "2026-05-12", null, 4)).toBe(4);
    expect(tripUnits("DAY", "2026-05-12", "2026-05-15", 2)).toBe(3);
    expect(tripUnits("WEEK", "2026-05-16", null, 4)).toBe(1);
    expect(tripUnits("TRIP", "2026-05-12", null, 3)).toBe(1);
  });
});
