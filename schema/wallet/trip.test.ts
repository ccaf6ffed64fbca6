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
    ["10 guests", { guests: 10 }, null],
    ["11 guests", { guests: 11 }, "INVALID_GUESTS"],
    ["fractional guests", { guests: 1.5 }, "INVALID_GUESTS"],
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
    expect(tripIssue(trip())).toBeNull();
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
  });
});
