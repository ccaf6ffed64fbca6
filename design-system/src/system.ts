import { createSystem, defaultConfig } from "@chakra-ui/react";
import { config } from "./theme";

/**
 * Chakra's defaults without its breakpoints: `createSystem` deep-merges configs, so Chakra's
 * `2xl` (1536px) would otherwise survive beside the product's own breakpoints.
 */
const chakraDefaults = {
  ...defaultConfig,
  theme: { ...defaultConfig.theme, breakpoints: {} },
};

export { config };

/** The Chakra system of the product: pass it to `ChakraProvider`, or use `Provider`. */
export const system = createSystem(chakraDefaults, config);
