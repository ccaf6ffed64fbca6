/**
 * The results on a map: one point per destination (results in the same place share it), in the
 * shape the design system's `OfferMap` takes (its `MapPoint`).
 */
import type { MapPoint } from "@travel/design-system";

export type { MapPoint };

/** What the grouping reads of a result. */
export interface MapResult {
  id: string;
  name: string;
  destination: { id: string; name: string; latitude: number; longitude: number };
  /** Its total, for the lowest one of a place; null without a rate. */
  total: { decimal: string; currency: string } | null;
  /** Where it opens, when it can be opened. */
  href?: string;
}

export interface GroupedPoint extends MapPoint {
  /** The results at this place, in the order of the results. */
  results: MapResult[];
}

/**
 * Groups results by destination, in the order each place first appears. `describe` writes a
 * point's detail from its results and their lowest total (null when none has one).
 */
export function groupMapPoints(
  results: readonly MapResult[],
  describe: (results: readonly MapResult[], lowest: MapResult["total"]) => string,
): GroupedPoint[] {
  const byPlace = new Map<string, MapResult[]>();
  for (const result of results) {
    const group = byPlace.get(result.destination.id);
    if (group) group.push(result);
    else byPlace.set(result.destination.id, [result]);
  }
  return [...byPlace.entries()].map(([id, group]) => {
    const { destination } = group[0]!;
    const totals = group.map((r) => r.total).filter((t) => t !== null);
    const lowest = totals.reduce<MapResult["total"]>(
      (low, t) => (low === null || Number(t.decimal) < Number(low.decimal) ? t : low),
      null,
    );
    return {
      id,
      latitude: destination.latitude,
      longitude: destination.longitude,
      label: destination.name,
      detail: describe(group, lowest),
      href: group.length === 1 ? group[0]!.href : undefined,
      results: group,
    };
  });
}
