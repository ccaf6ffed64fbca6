import { defineRecipe } from "@chakra-ui/react";

/** Chakra's link recipe, brand-coloured unless a `colorPalette` prop says otherwise. */
export const linkRecipe = defineRecipe({
  base: { colorPalette: "brand" },
});
