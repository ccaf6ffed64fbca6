import { splitTrips } from "./split-trips";

describe("splitTrips", () => {
  const trip = (id: string, checkIn: string) => ({ id, checkIn });

  it("puts trips from today on in upcoming, soonest first, and the rest in past, latest first", () => {
    const { upcoming, past } = splitTrips(
      [
        trip("a", "2026-05-01"),
        trip("b", "2026-07-10"),
        trip("c", "2026-06-15"),
        trip("d", "2026-06-01"),
        trip("e", "2025-12-24"),
      ],
      "2026-06-01",
    );
    expect(upcoming.map((t) => t.id)).toEqual(["d", "c", "b"]);
    expect(past.map((t) => t.id)).toEqual(["a", "e"]);
  });

  it("keeps a stay under way in upcoming until its check-out day has passed", () => {
    const stay = (id: string, checkIn: string, checkOut: string | null) => ({
      id,
      checkIn,
      checkOut,
    });
    const { upcoming, past } = splitTrips(
      [
        stay("under-way", "2026-05-28", "2026-06-03"),
        stay("leaves-today", "2026-05-30", "2026-06-01"),
        stay("left-yesterday", "2026-05-29", "2026-05-31"),
        stay("activity-yesterday", "2026-05-31", null),
        stay("activity-today", "2026-06-01", null),
      ],
      "2026-06-01",
    );
    expect(upcoming.map((t) => t.id)).toEqual(["under-way", "leaves-today", "activity-today"]);
    expect(past.map((t) => t.id)).toEqual(["activity-yesterday", "left-yesterday"]);
  });

  it("gives two empty lists for no trips", () => {
    expect(splitTrips([], "2026-06-01")).toEqual({ upcoming: [], past: [] });
  });
});
