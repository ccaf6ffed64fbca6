import { placePins } from "./pins";
import type { MapPoint } from "./types";

const view = { x: -20, y: -60, width: 40, height: 20 };
const point = (id: string, latitude: number, longitude: number): MapPoint => ({
  id,
  latitude,
  longitude,
  label: id,
});

test("pins keep the points' order and sit where the points project", () => {
  const pins = placePins([point("b", 0, 0), point("a", 38.72, -9.14)], view);
  expect(pins.map((pin) => pin.point.id)).toEqual(["b", "a"]);
  expect(pins[1]).toMatchObject({ dx: 0, dy: 0 });
  expect(pins[1]!.left).toBeCloseTo(27.15);
  expect(pins[1]!.top).toBeCloseTo(89.72);
});

test.each([
  [
    2,
    [
      [0, -20],
      [0, 20],
    ],
  ],
  [
    3,
    [
      [0, -23.09],
      [20, 11.55],
      [-20, 11.55],
    ],
  ],
  [
    4,
    [
      [0, -28.28],
      [28.28, 0],
      [0, 28.28],
      [-28.28, 0],
    ],
  ],
])("%i points on one spot (within 100 m) are spread on a circle, 40 px apart", (count, offsets) => {
  const points = Array.from({ length: count }, (_, i) => point(`p${i}`, 38.72 + i * 1e-4, -9.14));
  const pins = placePins([point("alone", 40, -3), ...points], view);
  expect(pins.map((pin) => [pin.dx, pin.dy])).toEqual([[0, 0], ...offsets]);
  const spread = pins.slice(1);
  expect(new Set(spread.map((pin) => pin.left)).size).toBe(1);
  spread.forEach((pin, i) => {
    const next = spread[(i + 1) % spread.length]!;
    expect(Math.hypot(next.dx - pin.dx, next.dy - pin.dy)).toBeGreaterThanOrEqual(39.99);
  });
});
