import { defineRecipe } from "@chakra-ui/react";

/**
 * The product's "panel": a bordered, rounded box on the panel background that holds one part of
 * a page (a form, a summary, a card of a list). `tone="subtle"` is the quieter box of a notice;
 * `padding` steps from none to the roomy default; `layout="stack"` stacks the content (with `gap`).
 */
export const panelRecipe = defineRecipe({
  className: "panel",
  base: { borderWidth: "1px", borderRadius: "xl", bg: "bg.panel" },
  variants: {
    tone: { panel: { bg: "bg.panel" }, subtle: { bg: "bg.subtle" } },
    padding: {
      none: { p: "0" },
      sm: { p: "4" },
      md: { p: { base: "4", md: "5" } },
      lg: { p: { base: "4", md: "6" } },
    },
    radius: { lg: { borderRadius: "lg" }, xl: { borderRadius: "xl" } },
    layout: {
      block: {},
      stack: { display: "flex", flexDirection: "column" },
    },
  },
  defaultVariants: { tone: "panel", padding: "lg", radius: "xl", layout: "block" },
});
