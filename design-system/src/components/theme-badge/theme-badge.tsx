import { Badge } from "@chakra-ui/react";
import { themeColorByType } from "../../theme/theme-types";
import type { ThemeBadgeProps } from "./types";

/** A solid badge in the colour of a trip theme type. */
export function ThemeBadge({ type, ...rest }: ThemeBadgeProps) {
  return (
    <Badge variant="solid" colorPalette={themeColorByType(type)} data-theme-type={type} {...rest} />
  );
}
