/** Kinds of trip theme the product colours differently (spec §9; styling only). */
export const themeTypes = ["tournament", "holiday", "holidayDest", "future"] as const;

/** A kind of trip theme: tournament, holiday, holidayDest or future. */
export type ThemeType = (typeof themeTypes)[number];

/** Name of the semantic colour token of a theme type, e.g. `"theme.holiday"`. */
export type ThemeColorToken = `theme.${ThemeType}`;

/**
 * The semantic colour token for a theme type; `${token}.contrast` is the text colour on it.
 * @example <Box bg={themeColorByType("holiday")} />
 */
export function themeColorByType(type: ThemeType): ThemeColorToken {
  return `theme.${type}`;
}
