import type { HTMLChakraProps } from "@chakra-ui/react";

/** Heights of the logo: the mark is square, the wordmark scales with it. */
export type LogoSize = "sm" | "md" | "lg";

export interface LogoProps extends Omit<HTMLChakraProps<"span">, "children"> {
  /** Name of the organisation: shown as the wordmark and used as the logo's accessible name. */
  orgName: string;
  /** Height of the logo: `sm` 24px, `md` 32px, `lg` 48px. Default `"md"`. */
  size?: LogoSize;
  /** Show the name beside the mark. The accessible name stays `orgName` either way. Default `true`. */
  showWordmark?: boolean;
}
