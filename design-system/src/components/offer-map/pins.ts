import { placeIn, project, type MapXY, type ViewBox } from "./projection";
import type { MapPoint } from "./types";

/** A pin's place: percentages of the view, and a pixel offset when it shares its spot. */
export interface PinPlace {
  point: MapPoint;
  left: number;
  top: number;
  dx: number;
  dy: number;
}

/**
 * Pins on one spot are set on a circle around it with this far (px) between neighbours, so no
 * two of the 24 × 32 px pins overlap and each can be tapped.
 */
export const SPREAD_GAP = 40;

/** The radius of the circle holding `count` pins SPREAD_GAP apart. */
export const spreadRadius = (count: number) =>
  count > 1 ? SPREAD_GAP / 2 / Math.sin(Math.PI / count) : 0;

/** Points within about 100 m share a spot. */
const spotOf = (point: MapPoint) => `${point.latitude.toFixed(3)},${point.longitude.toFixed(3)}`;

export const projectPoint = (point: MapPoint): MapXY => project(point.latitude, point.longitude);

/**
 * Where each point's pin goes in `view`, in the points' order (the order Tab follows). Points on
 * one spot are spread evenly on a circle, the first one to the north.
 */
export function placePins(points: MapPoint[], view: ViewBox): PinPlace[] {
  const spots = new Map<string, MapPoint[]>();
  for (const point of points) {
    const spot = spotOf(point);
    spots.set(spot, [...(spots.get(spot) ?? []), point]);
  }
  return points.map((point) => {
    const shared = spots.get(spotOf(point))!;
    const angle = (2 * Math.PI * shared.indexOf(point)) / shared.length - Math.PI / 2;
    const radius = spreadRadius(shared.length);
    const round = (value: number) => Math.round(value * 100) / 100 || 0;
    return {
      point,
      ...placeIn(view, projectPoint(point)),
      dx: round(radius * Math.cos(angle)),
      dy: round(radius * Math.sin(angle)),
    };
  });
}
