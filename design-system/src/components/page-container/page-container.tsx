import { Box } from "@chakra-ui/react";
import type { PageContainerProps } from "./types";

/** Centres page content and caps its width at one of the product's breakpoints. */
export function PageContainer({ size = "xxl", ...rest }: PageContainerProps) {
  return (
    <Box
      width="full"
      maxWidth={`breakpoint-${size}`}
      marginX="auto"
      paddingX={{ base: "4", md: "6", lg: "8" }}
      {...rest}
    />
  );
}
