import { contrastRatio } from "./contrast";

test("contrast ratios match the WCAG reference values", () => {
  expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 5);
  expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
  expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
  expect(contrastRatio("#abcdef", "#abcdef")).toBe(1);
});

test("only #rrggbb colours are accepted", () => {
  expect(() => contrastRatio("red", "#ffffff")).toThrow("not a #rrggbb colour: red");
});
