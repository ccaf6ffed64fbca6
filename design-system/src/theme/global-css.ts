import { defineGlobalStyles } from "@chakra-ui/react";

/** Page-wide styles added to Chakra's own global CSS. */
export const globalCss = defineGlobalStyles({
  "*::selection": { bg: "brand.muted", color: "fg" },
  "*, *::before, *::after": {
    "@media (prefers-reduced-motion: reduce)": {
      animationDuration: "0.01ms !important",
      animationIterationCount: "1 !important",
      transitionDuration: "0.01ms !important",
      scrollBehavior: "auto !important",
    },
  },
});
