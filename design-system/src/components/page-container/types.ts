import type { BoxProps } from "@chakra-ui/react";
import type { BreakpointName } from "../../theme/breakpoints";

export interface PageContainerProps extends Omit<BoxProps, "maxW" | "maxWidth"> {
  /**
   * Widest the content gets: the min-width of this breakpoint (`"xl"` caps it at 1200px).
   * Below it the container fills the viewport, less its side padding. Default `"xxl"` (1540px).
   */
  size?: Exclude<BreakpointName, "xs">;
  /** Element to render, e.g. `"main"` for the page's main landmark. Default `"div"`. */
  as?: BoxProps["as"];
}
