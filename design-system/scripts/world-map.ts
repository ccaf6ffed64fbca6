/**
 * The world map's geometry, made from world-atlas's TopoJSON (Natural Earth 1:50m, public domain;
 * the package is ISC): land and the borders between countries, projected with the map's own
 * projection into two compact SVG paths, so the browser ships two strings and no geodata library.
 * Lines are simplified (Douglas–Peucker) and written with whole, relative coordinates; Antarctica
 * and the smallest islets are left out. generate-world-map.ts writes the module; a test checks the
 * committed one is what this makes.
 */
import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { project, type MapXY } from "../src/components/offer-map/projection";

/** Projected units (degrees at the equator) a simplified coast may stray from the real one. */
const TOLERANCE = 0.12;
/** Coordinates are written as whole 1/SCALE units: 0.1 ≈ 11 km at the equator. */
const SCALE = 10;
/** Islands smaller than this (in squared projected units) are left out. */
const MIN_AREA = 0.08;

function distanceToSegment(p: MapXY, a: MapXY, b: MapXY): number {
  const [dx, dy] = [b.x - a.x, b.y - a.y];
  const squared = dx * dx + dy * dy;
  const t = squared ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / squared : 0;
  const along = Math.max(0, Math.min(1, t));
  return Math.hypot(p.x - (a.x + along * dx), p.y - (a.y + along * dy));
}

/** Douglas–Peucker: the ring's points that keep it within `tolerance` of the original. */
function simplify(ring: MapXY[], tolerance: number): MapXY[] {
  const keep = new Set([0, ring.length - 1]);
  const stack: [number, number][] = [[0, ring.length - 1]];
  for (let span = stack.pop(); span; span = stack.pop()) {
    const [first, last] = span;
    let [farthest, distance] = [-1, tolerance];
    for (let i = first + 1; i < last; i++) {
      const d = distanceToSegment(ring[i]!, ring[first]!, ring[last]!);
      if (d > distance) [farthest, distance] = [i, d];
    }
    if (farthest < 0) continue;
    keep.add(farthest);
    stack.push([first, farthest], [farthest, last]);
  }
  return ring.filter((_, i) => keep.has(i));
}

function area(ring: MapXY[]): number {
  let twice = 0;
  ring.forEach((p, i) => {
    const next = ring[(i + 1) % ring.length]!;
    twice += p.x * next.y - next.x * p.y;
  });
  return Math.abs(twice) / 2;
}

/** A line as `Mx ylDx Dy…` (a ring: `…z`) in whole 1/SCALE units, repeated points left out. */
function linePath(line: MapXY[], closed: boolean): string {
  const grid = line.map((p) => [Math.round(p.x * SCALE), Math.round(p.y * SCALE)] as const);
  const [[x0, y0]] = grid as [readonly [number, number]];
  let [px, py] = [x0, y0];
  let steps = "";
  for (const [x, y] of grid.slice(1, closed ? -1 : undefined)) {
    if (x === px && y === py) continue;
    steps += `${steps && x - px >= 0 ? " " : ""}${x - px}${y - py >= 0 ? " " : ""}${y - py}`;
    [px, py] = [x, y];
  }
  if (!steps) return ""; // all on one spot at this scale
  return `M${x0} ${y0}l${steps}${closed ? "z" : ""}`;
}

/** Where the segment p → q (crossing the antimeridian) meets it: its latitude. */
function crossingLatitude([lon1 = 0, lat1 = 0]: number[], [lon2 = 0, lat2 = 0]: number[]) {
  const to = lon2 + (lon1 > 0 ? 360 : -360);
  return lat1 + ((Math.sign(lon1) * 180 - lon1) / (to - lon1)) * (lat2 - lat1);
}

/**
 * A ring crossing the antimeridian (Chukotka, Fiji) cut into its part on each side, each closed
 * along the ±180° meridian, instead of a stroke across the whole world.
 */
function cutAtAntimeridian(ring: number[][]): number[][][] {
  const open = ring.slice(0, -1);
  const at = (i: number) => open[(i + open.length) % open.length]!;
  const crossings = open.flatMap((p, i) =>
    Math.abs((at(i + 1)[0] ?? 0) - (p[0] ?? 0)) > 180 ? [i] : [],
  );
  if (crossings.length === 0) return [ring];
  if (crossings.length !== 2)
    throw new Error(`a ring crosses the antimeridian ${crossings.length} times`);
  const piece = (from: number, to: number) => {
    const points: number[][] = [];
    const length = (to - from + open.length) % open.length;
    for (let k = 1; k <= length; k++) points.push(at(from + k));
    const first = at(from + 1)[0] ?? 0;
    const last = at(to)[0] ?? 0;
    const enter = [Math.sign(first) * 180, crossingLatitude(at(from + 1), at(from))];
    const leave = [Math.sign(last) * 180, crossingLatitude(at(to), at(to + 1))];
    return [enter, ...points, leave, enter];
  };
  const [a = 0, b = 0] = crossings;
  return [piece(a, b), piece(b, a)];
}

/**
 * The text of src/components/offer-map/world.generated.ts; `readAtlas` gives the text of one of
 * world-atlas's files.
 */
export function worldMapModule(readAtlas: (file: string) => string): string {
  const atlas = <Name extends string>(file: string) =>
    JSON.parse(readAtlas(file)) as Topology<Record<Name, GeometryCollection>>;
  const topology = atlas<"land">("land-50m.json");
  const countries = atlas<"countries">("countries-50m.json");

  let [rings, points, path] = [0, 0, ""];
  for (const shape of feature(topology, topology.objects.land).features) {
    const { geometry } = shape;
    if (geometry.type !== "Polygon" && geometry.type !== "MultiPolygon") continue;
    const polygons = geometry.type === "Polygon" ? [geometry.coordinates] : geometry.coordinates;
    for (const polygon of polygons) {
      if (Math.max(...(polygon[0] ?? []).map(([, lat]) => lat ?? 0)) < -60) continue; // Antarctica
      for (const ring of polygon.flatMap(cutAtAntimeridian)) {
        const projected = simplify(
          ring.map(([lon = 0, lat = 0]) => project(lat, lon)),
          TOLERANCE,
        );
        if (projected.length < 4 || area(projected) < MIN_AREA) continue;
        rings++;
        points += projected.length;
        path += linePath(projected, true);
      }
    }
  }

  let borders = "";
  for (const line of mesh(countries, countries.objects.countries, (a, b) => a !== b).coordinates) {
    const projected = simplify(
      line.map(([lon = 0, lat = 0]) => project(lat, lon)),
      TOLERANCE,
    );
    if (projected.length >= 2) borders += linePath(projected, false);
  }

  return `// Generated by design-system/scripts/generate-world-map.ts from world-atlas's land-50m.json
// and countries-50m.json (Natural Earth, public domain). Do not edit.

/** The paths' coordinates are projected units (projection.ts) times this. */
export const WORLD_LAND_SCALE = ${SCALE};

/** The world's land but Antarctica: ${rings} rings, ${points} points. */
export const worldLandPath =
  "${path}";

/** The land borders between countries (Natural Earth's de facto ones), as open lines. */
export const worldBordersPath =
  "${borders}";
`;
}
