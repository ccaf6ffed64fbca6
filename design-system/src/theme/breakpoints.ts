/**
 * Breakpoints of the product (spec §9), as min-widths. Chakra's implicit `base` is the
 * smallest; `xs` is a named 0 px breakpoint kept because the spec names it.
 */
export const breakpointPx = {
  xs: 0,
  sm: 576,
  md: 768,
  lg: 992,
  xl: 1200,
  xll: 1300,
  xxl: 1540,
} as const;

/** Breakpoint names, smallest first. */
export type BreakpointName = keyof typeof breakpointPx;

/** The breakpoints in the form Chakra's `theme.breakpoints` takes ("576px"). */
export const breakpoints = {
  xs: "0px",
  sm: "576px",
  md: "768px",
  lg: "992px",
  xl: "1200px",
  xll: "1300px",
  xxl: "1540px",
} as const satisfies Record<BreakpointName, `${number}px`>;

/** Below this viewport width (landscape) modals take the mobile, full-width layout (spec §9). */
export const MOBILE_MODAL_MAX_WIDTH = 1024;
