import { defineRecipe } from "@chakra-ui/react";

/**
 * Chakra's button recipe, brand-coloured unless a `colorPalette` prop says otherwise. Merged
 * over the default recipe, so sizes and variants stay Chakra's.
 */
export const buttonRecipe = defineRecipe({
  base: { colorPalette: "brand" },
});
