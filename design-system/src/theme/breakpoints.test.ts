import { system } from "../system";
import { breakpointPx, breakpoints, MOBILE_MODAL_MAX_WIDTH } from "./breakpoints";

const names = Object.keys(breakpointPx) as (keyof typeof breakpointPx)[];

test("the string breakpoints are the numeric ones in px", () => {
  for (const name of names) expect(breakpoints[name]).toBe(`${breakpointPx[name]}px`);
});

test("the system has the spec's breakpoints, smallest first, and none of Chakra's own", () => {
  expect(system.breakpoints.keys()).toEqual(["base", "xs", "sm", "md", "lg", "xl", "xll", "xxl"]);
  expect(system.breakpoints.conditions).not.toHaveProperty("2xl");
});

test.each(names)("the %s media query starts at its min-width", (name) => {
  const rem = breakpointPx[name] / 16;
  expect(system.breakpoints.up(name)).toBe(`@media screen and (min-width: ${rem}rem)`);
});

test("a range query ends just below the next breakpoint", () => {
  expect(system.breakpoints.only("md")).toBe(
    "@media screen and (min-width: 48rem) and (max-width: 61.9975rem)",
  );
  expect(system.breakpoints.down("xxl")).toBe("@media screen and (max-width: 96.2475rem)");
});

test("responsive style objects compile to the product's media queries", () => {
  // Not inline: before `npm run typegen` Chakra's types only know its own breakpoint names.
  const style = { paddingX: { base: "4", md: "6", xll: "8" } };
  const css = system.css(style);
  expect(Object.keys(css)).toEqual([
    "paddingInline",
    "@media screen and (min-width: 48rem)",
    "@media screen and (min-width: 81.25rem)",
  ]);
});

test("each breakpoint is also a size token for max-widths", () => {
  for (const name of names) {
    expect(system.token(`sizes.breakpoint-${name}`)).toBe(`${breakpointPx[name]}px`);
  }
});

test("mobile modals apply up to a width between the lg and xl breakpoints", () => {
  expect(MOBILE_MODAL_MAX_WIDTH).toBe(1024);
  expect(MOBILE_MODAL_MAX_WIDTH).toBeGreaterThan(breakpointPx.lg);
  expect(MOBILE_MODAL_MAX_WIDTH).toBeLessThan(breakpointPx.xl);
});
