import { groupMapPoints, type MapResult } from "./map-points";

const place = (id: string, name: string) => ({
  id,
  name,
  latitude: Number(id),
  longitude: -Number(id),
});
const result = (id: string, at: ReturnType<typeof place>, total: string | null): MapResult => ({
  id,
  name: `Offer ${id}`,
  destination: at,
  total: total === null ? null : { decimal: total, currency: "EUR" },
  href: `/hotel/offers/${id}`,
});

describe("groupMapPoints", () => {
  const lisbon = place("1", "Lisbon");
  const porto = place("2", "Porto");
  const describe_ = (group: readonly MapResult[], lowest: MapResult["total"]) =>
    `${group.length} from ${lowest?.decimal ?? "?"}`;

  it("makes one point per place, in the order places first appear, with the lowest total", () => {
    const points = groupMapPoints(
      [result("a", porto, "90.00"), result("b", lisbon, "120.00"), result("c", porto, "80.50")],
      describe_,
    );
    expect(
      points.map(({ results, ...p }) => ({ ...p, results: results.map((r) => r.id) })),
    ).toEqual([
      {
        id: "2",
        latitude: 2,
        longitude: -2,
        label: "Porto",
        detail: "2 from 80.50",
        href: undefined,
        results: ["a", "c"],
      },
      {
        id: "1",
        latitude: 1,
        longitude: -1,
        label: "Lisbon",
        detail: "1 from 120.00",
        href: "/hotel/offers/b",
        results: ["b"],
      },
    ]);
  });

  it("compares totals as numbers and skips results without one", () => {
    const [point] = groupMapPoints(
      [result("a", lisbon, "100.00"), result("b", lisbon, null), result("c", lisbon, "9.99")],
      describe_,
    );
    expect(point?.detail).toBe("3 from 9.99");
    expect(groupMapPoints([result("a", lisbon, null)], describe_)[0]?.detail).toBe("1 from ?");
  });

  it("has no point without results", () => {
    expect(groupMapPoints([], describe_)).toEqual([]);
  });
});
