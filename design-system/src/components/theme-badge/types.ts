import type { BadgeProps } from "@chakra-ui/react";
import type { ThemeType } from "../../theme/theme-types";

export interface ThemeBadgeProps extends Omit<BadgeProps, "colorPalette" | "variant"> {
  /** Kind of trip theme; picks the badge's colours (`theme.<type>` tokens). */
  type: ThemeType;
  /** Text of the badge, e.g. the translated name of the theme. */
  children: BadgeProps["children"];
}
