import { colors } from "./colors";
import { fonts } from "./fonts";

/** Token groups this theme changes; everything else is Chakra's default. */
export const tokens = { colors, fonts };
