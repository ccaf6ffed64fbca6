import { breakpointPx, type BreakpointName } from "../theme/breakpoints";

const names = Object.keys(breakpointPx) as BreakpointName[];

/** The largest breakpoint whose min-width a viewport of `width` pixels reaches. */
export function activeBreakpoint(width: number): BreakpointName {
  return names.filter((name) => breakpointPx[name] <= width).at(-1) ?? "xs";
}
