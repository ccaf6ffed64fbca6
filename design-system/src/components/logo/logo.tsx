import { chakra } from "@chakra-ui/react";
import type { LogoProps, LogoSize } from "./types";

const heights: Record<LogoSize, { mark: string; text: string }> = {
  sm: { mark: "6", text: "md" },
  md: { mark: "8", text: "xl" },
  lg: { mark: "12", text: "3xl" },
};

/** A sun setting over two waves, in the brand and accent colours. */
function Mark({ boxSize }: { boxSize: string }) {
  return (
    <chakra.svg viewBox="0 0 40 40" boxSize={boxSize} flexShrink="0" aria-hidden focusable="false">
      <chakra.rect width="40" height="40" rx="10" fill="brand.solid" />
      <chakra.circle cx="20" cy="19" r="8" fill="accent.solid" />
      <chakra.path
        d="M6 25c3.5 0 3.5-3 7-3s3.5 3 7 3 3.5-3 7-3 3.5 3 7 3M6 31c3.5 0 3.5-3 7-3s3.5 3 7 3 3.5-3 7-3 3.5 3 7 3"
        fill="none"
        stroke="brand.contrast"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </chakra.svg>
  );
}

/** The product's mark with the organisation's name beside it, announced as one image. */
export function Logo({ orgName, size = "md", showWordmark = true, ...rest }: LogoProps) {
  const { mark, text } = heights[size];
  return (
    <chakra.span
      role="img"
      aria-label={orgName}
      display="inline-flex"
      alignItems="center"
      gap="2"
      {...rest}
    >
      <Mark boxSize={mark} />
      {showWordmark && (
        <chakra.span
          aria-hidden
          color="fg"
          fontWeight="bold"
          fontSize={text}
          letterSpacing="tight"
          lineHeight="1"
          whiteSpace="nowrap"
        >
          {orgName}
        </chakra.span>
      )}
    </chakra.span>
  );
}
