import { defineConfig } from "@chakra-ui/react";
import { breakpoints } from "./breakpoints";
import { globalCss } from "./global-css";
import { recipes } from "./recipes";
import { semanticTokens } from "./semantic-tokens";
import { tokens } from "./tokens";

/** The product's theme, to merge over Chakra's `defaultConfig` with `createSystem`. */
export const config = defineConfig({
  theme: { breakpoints, tokens, semanticTokens, recipes },
  globalCss,
});
