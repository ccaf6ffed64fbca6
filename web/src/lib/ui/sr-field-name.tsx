import type { ReactNode } from "react";
import { Box } from "@chakra-ui/react";

/**
 * A value's name for screen readers only, before the value ("Status: "), where a row shows the
 * value alone and the column heads name it for sighted readers.
 */
export function SrFieldName({ children }: { children: ReactNode }) {
  return (
    <Box as="span" srOnly>
      {children}:{" "}
    </Box>
  );
}
