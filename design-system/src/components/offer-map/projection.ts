/**
 * The map's projection and view: Web Mercator in degree units (x = longitude, y = minus the
 * Mercator ordinate scaled to degrees, so the equator is y = 0 and north is up), the same maths the
 * world outline was generated with (scripts/generate-world-map.ts), and the view that fits points.
 */

/** The latitude past which Mercator is cut, as web maps do. */
export const MAX_LATITUDE = 85;

/** The part of the world a view may show: land south of 56° S (Antarctica) is not drawn. */
export const WORLD_BOUNDS = {
  west: -180,
  east: 180,
  north: MAX_LATITUDE,
  south: -60,
} as const;

export interface MapXY {
  x: number;
  y: number;
}

/** An SVG viewBox: its top-left corner and size, in projected units. */
export interface ViewBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

const RADIANS = Math.PI / 180;

/** Projects a position in degrees: x grows eastwards, y southwards, both in degree units. */
export function project(latitude: number, longitude: number): MapXY {
  const lat = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude));
  const mercator = Math.log(Math.tan(Math.PI / 4 + (lat * RADIANS) / 2)) / RADIANS;
  return { x: longitude, y: -mercator };
}

export interface FitOptions {
  /** The smallest width and height shown, so one point shows its region and not a dot. */
  minWidth: number;
  minHeight: number;
  /** Margins around the points, as fractions of the view; more at the top where pins stand. */
  padding: { top: number; right: number; bottom: number; left: number };
}

/** At least about 2,200 km across: one city shows its country and neighbours. */
export const DEFAULT_FIT: FitOptions = {
  minWidth: 20,
  minHeight: 14,
  padding: { top: 0.2, right: 0.1, bottom: 0.1, left: 0.1 },
};

const northY = project(WORLD_BOUNDS.north, 0).y;
const southY = project(WORLD_BOUNDS.south, 0).y;

/** The whole drawn world, fitted to `aspect`: the view when there are no points. */
function worldView(aspect: number): ViewBox {
  const width = WORLD_BOUNDS.east - WORLD_BOUNDS.west;
  const height = southY - northY;
  const fitted =
    width / height < aspect
      ? { width: height * aspect, height }
      : { width, height: width / aspect };
  return {
    ...fitted,
    x: (WORLD_BOUNDS.west + WORLD_BOUNDS.east) / 2 - fitted.width / 2,
    y: (northY + southY) / 2 - fitted.height / 2,
  };
}

/**
 * The view that shows every point inside the padding, at least `minWidth` × `minHeight`, with the
 * width-to-height ratio `aspect` of the box it is drawn in, kept from showing past the poles'
 * cut while the world is taller than the view.
 */
export function fitView(points: MapXY[], aspect: number, options = DEFAULT_FIT): ViewBox {
  if (points.length === 0 || !(aspect > 0)) return worldView(aspect > 0 ? aspect : 2);
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const [west, east] = [Math.min(...xs), Math.max(...xs)];
  const [top, bottom] = [Math.min(...ys), Math.max(...ys)];
  const { padding } = options;
  const innerX = 1 - padding.left - padding.right;
  const innerY = 1 - padding.top - padding.bottom;
  let width = Math.max((east - west) / innerX, options.minWidth);
  let height = Math.max((bottom - top) / innerY, options.minHeight);
  if (width / height < aspect) width = height * aspect;
  else height = width / aspect;
  // the points' centre sits at the centre of the area inside the padding
  const x = (west + east) / 2 - (width * (1 + padding.left - padding.right)) / 2;
  let y = (top + bottom) / 2 - (height * (1 + padding.top - padding.bottom)) / 2;
  if (height <= southY - northY) y = Math.min(Math.max(y, northY), southY - height);
  return { x, y, width, height };
}

/** Where `point` falls in `view`, as percentages from its left and top edges. */
export function placeIn(view: ViewBox, point: MapXY): { left: number; top: number } {
  return {
    left: ((point.x - view.x) / view.width) * 100,
    top: ((point.y - view.y) / view.height) * 100,
  };
}
