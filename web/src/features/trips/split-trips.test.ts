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

  it("gives two empty lists for no trips", () => {
    expect(splitTrips([], "2026-06-01")).toEqual({ upcoming: [], past: [] });
  });
});
