import { DEFAULT_FIT, fitView, placeIn, project, type MapXY, type ViewBox } from "./projection";

const round = (value: number, digits = 2) => Number(value.toFixed(digits));

test.each([
  ["the equator and the prime meridian", 0, 0, 0, 0],
  ["Lisbon", 38.72, -9.14, -9.14, -42.06],
  ["Sydney, south of the equator: y grows", -33.87, 151.21, 151.21, 36.03],
  ["85° N, the cut", 85, 10, 10, -179.41],
  ["the North Pole, clamped to the cut", 90, 10, 10, -179.41],
  ["the South Pole, clamped to the cut", -90, -20, -20, 179.41],
])("project(%s)", (_, latitude, longitude, x, y) => {
  const projected = project(latitude, longitude);
  expect([round(projected.x), round(projected.y)]).toEqual([x, y]);
});

const NO_PADDING = { top: 0, right: 0, bottom: 0, left: 0 };
const SMALL = { minWidth: 16, minHeight: 10, padding: NO_PADDING };
const rounded = (view: ViewBox) =>
  Object.fromEntries(Object.entries(view).map(([key, value]) => [key, round(value)]));

test.each<[string, MapXY[], number, Partial<typeof DEFAULT_FIT>, ViewBox]>([
  [
    "one point: the minimum extent, centred, widened to the aspect",
    [{ x: 10, y: -40 }],
    2,
    SMALL,
    { x: 0, y: -45, width: 20, height: 10 },
  ],
  [
    "one point in a tall box: the minimum width, heightened to the aspect",
    [{ x: 10, y: -40 }],
    0.5,
    SMALL,
    { x: 2, y: -56, width: 16, height: 32 },
  ],
  [
    "one point with the defaults: 20 × 14 or more, the point a little below the middle",
    [{ x: 10, y: -40 }],
    1,
    {},
    { x: 0, y: -51, width: 20, height: 20 },
  ],
  [
    "two far points: their box, no minimum",
    [
      { x: -50, y: -20 },
      { x: 50, y: 20 },
    ],
    2.5,
    { padding: NO_PADDING },
    { x: -50, y: -20, width: 100, height: 40 },
  ],
  [
    "two far points with padding: a tenth each side, a fifth on top, heightened to the aspect",
    [
      { x: -40, y: -20 },
      { x: 40, y: 20 },
    ],
    1,
    {},
    { x: -50, y: -55, width: 100, height: 100 },
  ],
  [
    "points near the pole's cut: the view stops at it",
    [
      { x: 0, y: -179 },
      { x: 20, y: -178 },
    ],
    2,
    SMALL,
    { x: 0, y: -179.41, width: 20, height: 10 },
  ],
  [
    "no points: the whole drawn world (85° N to 60° S), widened to the aspect",
    [],
    2,
    {},
    { x: -254.87, y: -179.41, width: 509.73, height: 254.87 },
  ],
])("fitView: %s", (_, points, aspect, options, expected) => {
  const view = fitView(points, aspect, { ...DEFAULT_FIT, ...options });
  expect(rounded(view)).toEqual(expected);
  expect(round(view.width / view.height)).toBe(round(aspect));
});

test("every point of a fitted view lies inside its padding", () => {
  const points = [
    { x: -9, y: -42 },
    { x: 2, y: -56 },
    { x: 14, y: -58 },
    { x: 12, y: -49 },
  ];
  for (const aspect of [0.5, 1, 1.17, 2.67]) {
    const view = fitView(points, aspect);
    for (const point of points) {
      const { left, top } = placeIn(view, point);
      expect(left).toBeGreaterThanOrEqual(10 - 1e-9);
      expect(left).toBeLessThanOrEqual(90 + 1e-9);
      expect(top).toBeGreaterThanOrEqual(20 - 1e-9);
      expect(top).toBeLessThanOrEqual(90 + 1e-9);
    }
  }
});

test.each([
  [
    { x: 0, y: 0 },
    { left: 50, top: 50 },
  ],
  [
    { x: -10, y: -5 },
    { left: 0, top: 0 },
  ],
  [
    { x: 10, y: 5 },
    { left: 100, top: 100 },
  ],
  [
    { x: 5, y: -2.5 },
    { left: 75, top: 25 },
  ],
])("placeIn(%o) in a 20 × 10 view centred on 0, 0", (point, expected) => {
  expect(placeIn({ x: -10, y: -5, width: 20, height: 10 }, point)).toEqual(expected);
});
