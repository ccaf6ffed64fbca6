import { defineTokens } from "@chakra-ui/react";

/**
 * Colour palettes. `brand` is a deep ocean blue, `accent` a warm sunset orange, and `gray`
 * replaces Chakra's greys with slightly cool, blue-tinted neutrals. Chakra's other palettes
 * (red, green, teal...) stay as they are for status colours.
 */
export const colors = defineTokens.colors({
  brand: {
    50: { value: "#eef6fb" },
    100: { value: "#d6e9f5" },
    200: { value: "#add3eb" },
    300: { value: "#78b4dc" },
    400: { value: "#4392cb" },
    500: { value: "#2174b1" },
    600: { value: "#145c96" },
    700: { value: "#104b7b" },
    800: { value: "#0e3e66" },
    900: { value: "#0c3254" },
    950: { value: "#071f37" },
  },
  accent: {
    50: { value: "#fff6ed" },
    100: { value: "#ffead4" },
    200: { value: "#ffd0a8" },
    300: { value: "#ffae71" },
    400: { value: "#ff8438" },
    500: { value: "#fb6414" },
    600: { value: "#e04a09" },
    700: { value: "#b9360b" },
    800: { value: "#932c11" },
    900: { value: "#772712" },
    950: { value: "#401107" },
  },
  gray: {
    50: { value: "#f8fafc" },
    100: { value: "#f1f4f8" },
    200: { value: "#e3e8ef" },
    300: { value: "#cdd5df" },
    400: { value: "#9aa6b6" },
    500: { value: "#697687" },
    600: { value: "#4b5768" },
    700: { value: "#374252" },
    800: { value: "#222b38" },
    900: { value: "#141b25" },
    950: { value: "#0a0f17" },
  },
});
