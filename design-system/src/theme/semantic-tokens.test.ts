import { system } from "../system";
import { contrastRatio, resolveColor, type Mode } from "../testing/contrast";
import { themeColorByType, themeTypes } from "./theme-types";

const AA = 4.5;
const modes: Mode[] = ["light", "dark"];

/** [text, background] pairs of semantic colour tokens that must be readable. */
const pairs: [string, string][] = [
  ["fg", "bg"],
  ["fg.muted", "bg"],
  ["fg", "bg.panel"],
  ["fg.error", "bg"],
  ["fg.error", "bg.panel"],
  ["brand.contrast", "brand.solid"],
  ["brand.fg", "bg"],
  ["brand.fg", "brand.subtle"],
  ["accent.contrast", "accent.solid"],
  ["accent.fg", "bg"],
  ["accent.fg", "accent.subtle"],
  ...themeTypes.flatMap((type): [string, string][] => {
    const token = themeColorByType(type);
    return [
      [`${token}.contrast`, token],
      [`${token}.contrast`, `${token}.solid`],
      [`${token}.fg`, "bg"],
      [`${token}.fg`, `${token}.subtle`],
    ];
  }),
];

describe.each(modes)("in %s mode", (mode) => {
  test.each(pairs)("%s on %s meets WCAG AA (4.5:1)", (text, background) => {
    const ratio = contrastRatio(
      resolveColor(system, text, mode),
      resolveColor(system, background, mode),
    );
    expect(ratio).toBeGreaterThanOrEqual(AA);
  });
});

test("light and dark modes differ for the page colours", () => {
  expect(resolveColor(system, "bg", "light")).not.toBe(resolveColor(system, "bg", "dark"));
  expect(resolveColor(system, "fg", "light")).not.toBe(resolveColor(system, "fg", "dark"));
});

test.each(["brand", "accent"])(
  "the %s palette has every role Chakra's colorPalette reads",
  (palette) => {
    for (const role of ["solid", "contrast", "fg", "muted", "subtle", "emphasized", "focusRing"]) {
      for (const mode of modes) {
        expect(resolveColor(system, `${palette}.${role}`, mode)).toMatch(/^#[0-9a-f]{6}$/i);
      }
    }
  },
);

/** The map's pins and focus ring on its land and sea: graphics, so WCAG's 3:1 (1.4.11). */
const mapPairs: [string, string][] = ["map.pin", "map.pinSelected", "fg"].flatMap(
  (pin): [string, string][] => [
    [pin, "map.land"],
    [pin, "map.water"],
  ],
);

describe.each(modes)("the map in %s mode", (mode) => {
  test.each(mapPairs)("%s on %s meets 3:1", (pin, surface) => {
    const ratio = contrastRatio(
      resolveColor(system, pin, mode),
      resolveColor(system, surface, mode),
    );
    expect(ratio).toBeGreaterThanOrEqual(3);
  });

  test("the selected pin's colour differs from the others' (its size does too)", () => {
    expect(resolveColor(system, "map.pinSelected", mode)).not.toBe(
      resolveColor(system, "map.pin", mode),
    );
  });
});
