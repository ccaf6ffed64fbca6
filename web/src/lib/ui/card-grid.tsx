import type { ReactNode } from "react";
import { SimpleGrid } from "@chakra-ui/react";
import { plainList } from "@travel/design-system";

/**
 * A list of cards in a grid: one column on phones, two from the medium breakpoint (three from
 * the extra-large one when `wide`). `busy` dims it while what replaces it loads.
 */
export function CardGrid({
  label,
  labelledBy,
  busy = false,
  wide = false,
  children,
}: {
  /** The list's accessible name, when the heading above does not say what it lists. */
  label?: string;
  /** The id of the element that names the list (the heading above it), instead of `label`. */
  labelledBy?: string;
  busy?: boolean;
  wide?: boolean;
  /** The cards, each an `li`. */
  children: ReactNode;
}) {
  return (
    <SimpleGrid
      as="ul"
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-busy={busy || undefined}
      opacity={busy ? 0.6 : 1}
      columns={wide ? { base: 1, md: 2, xl: 3 } : { base: 1, md: 2 }}
      gap="4"
      {...plainList}
    >
      {children}
    </SimpleGrid>
  );
}
