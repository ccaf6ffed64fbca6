import { defineSemanticTokens } from "@chakra-ui/react";
import type { ThemeType } from "./theme-types";

/**
 * The roles Chakra's components read from a palette, so `colorPalette="<name>"` works on them.
 * `solid` gives the light- and dark-mode shades of filled surfaces; `contrast` is the text on them.
 */
function paletteTokens(name: string, solid: [light: number, dark: number], contrast: string) {
  const shades = (light: number, dark: number) => ({
    value: { _light: `{colors.${name}.${light}}`, _dark: `{colors.${name}.${dark}}` },
  });
  return {
    solid: shades(...solid),
    contrast: { value: { _light: contrast, _dark: contrast } },
    fg: shades(700, 300),
    muted: shades(200, 800),
    subtle: shades(100, 900),
    emphasized: shades(300, 700),
    focusRing: shades(500, 400),
    border: shades(500, 400),
  };
}

/**
 * A theme type's colour (`DEFAULT`, also `solid`) and the palette roles Chakra's components read,
 * so both `bg="theme.holiday"` and `colorPalette="theme.holiday"` work.
 */
function themeColor(palette: string) {
  const colour = { value: { _light: `{colors.${palette}.700}`, _dark: `{colors.${palette}.300}` } };
  return {
    DEFAULT: colour,
    solid: colour,
    contrast: { value: { _light: "{colors.white}", _dark: "{colors.gray.950}" } },
    fg: colour,
    subtle: { value: { _light: `{colors.${palette}.100}`, _dark: `{colors.${palette}.900}` } },
    muted: { value: { _light: `{colors.${palette}.200}`, _dark: `{colors.${palette}.800}` } },
  };
}

const themeColors: Record<ThemeType, ReturnType<typeof themeColor>> = {
  tournament: themeColor("green"),
  holiday: themeColor("accent"),
  holidayDest: themeColor("teal"),
  future: themeColor("purple"),
};

/**
 * Colours by role, with a `_light` and a `_dark` value each. Only what differs from Chakra's
 * defaults is listed; Chakra's `bg.muted`, `fg.warning`... stay and use the greys above.
 * `fg.error` (a field's error message, small text) is darker than Chakra's red.500, which has
 * 3.8:1 on white, below WCAG AA.
 */
export const semanticTokens = defineSemanticTokens({
  colors: {
    bg: {
      DEFAULT: { value: { _light: "{colors.white}", _dark: "{colors.gray.950}" } },
      panel: { value: { _light: "{colors.white}", _dark: "{colors.gray.900}" } },
    },
    fg: {
      DEFAULT: { value: { _light: "{colors.gray.900}", _dark: "{colors.gray.50}" } },
      muted: { value: { _light: "{colors.gray.600}", _dark: "{colors.gray.400}" } },
      error: { value: { _light: "{colors.red.700}", _dark: "{colors.red.300}" } },
    },
    border: {
      DEFAULT: { value: { _light: "{colors.gray.200}", _dark: "{colors.gray.800}" } },
    },
    brand: paletteTokens("brand", [600, 500], "{colors.white}"),
    accent: paletteTokens("accent", [500, 500], "{colors.gray.950}"),
    theme: themeColors,
    /** The offline map: sea, land, coast, borders, pins and the selected pin, the pins' rim. */
    map: {
      water: { value: { _light: "{colors.brand.100}", _dark: "{colors.brand.950}" } },
      land: { value: { _light: "{colors.gray.50}", _dark: "{colors.gray.800}" } },
      coast: { value: { _light: "{colors.brand.300}", _dark: "{colors.gray.500}" } },
      border: { value: { _light: "{colors.gray.300}", _dark: "{colors.gray.600}" } },
      pin: { value: { _light: "{colors.brand.600}", _dark: "{colors.brand.300}" } },
      pinSelected: { value: { _light: "{colors.accent.700}", _dark: "{colors.accent.400}" } },
      pinRing: { value: { _light: "{colors.white}", _dark: "{colors.gray.950}" } },
    },
  },
});
