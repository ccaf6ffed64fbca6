import { system } from "../system";
import { formatRatio, pairContrasts, semanticPairs, wcagLevel } from "./contrast-pairs";

test("WCAG levels by ratio: 7 AAA, 4.5 AA, 3 AA large, below fails", () => {
  expect(wcagLevel(21)).toBe("AAA");
  expect(wcagLevel(7)).toBe("AAA");
  expect(wcagLevel(6.99)).toBe("AA");
  expect(wcagLevel(4.5)).toBe("AA");
  expect(wcagLevel(4.49)).toBe("AA large");
  expect(wcagLevel(3)).toBe("AA large");
  expect(wcagLevel(2.99)).toBe("fail");
});

test("a ratio is shown rounded down, so 4.499 never reads as passing 4.5", () => {
  expect(formatRatio(21)).toBe("21.00:1");
  expect(formatRatio(4.499)).toBe("4.49:1");
  expect(formatRatio(1)).toBe("1.00:1");
});

test("page text on the page background: gray.900 on white in light, gray.50 on gray.950 in dark", () => {
  const [light] = pairContrasts(system, [{ fg: "fg", bg: "bg" }], "light");
  expect(light).toMatchObject({ fgHex: "#141b25", bgHex: "#ffffff", level: "AAA" });
  // By hand: L(#141b25) = 0.01067, (1 + 0.05) / (0.01067 + 0.05) = 17.31.
  expect(light?.ratio).toBeCloseTo(17.31, 2);
  const [dark] = pairContrasts(system, [{ fg: "fg", bg: "bg" }], "dark");
  expect(dark).toMatchObject({ fgHex: "#f8fafc", bgHex: "#0a0f17", level: "AAA" });
});

test("every semantic pair the gallery lists resolves in both modes and reaches AA", () => {
  for (const mode of ["light", "dark"] as const) {
    for (const pair of pairContrasts(system, semanticPairs, mode)) {
      expect({ ...pair, ok: pair.ratio >= 4.5 }).toMatchObject({ ok: true });
    }
  }
});
