import { activeBreakpoint } from "./active-breakpoint";

test("a width is in the largest breakpoint whose min-width it reaches", () => {
  expect(activeBreakpoint(0)).toBe("xs");
  expect(activeBreakpoint(375)).toBe("xs");
  expect(activeBreakpoint(575)).toBe("xs");
  expect(activeBreakpoint(576)).toBe("sm");
  expect(activeBreakpoint(768)).toBe("md");
  expect(activeBreakpoint(1280)).toBe("xl");
  expect(activeBreakpoint(1300)).toBe("xll");
  expect(activeBreakpoint(1540)).toBe("xxl");
  expect(activeBreakpoint(4000)).toBe("xxl");
});
