import { Panel, type PanelProps } from "@travel/design-system";

/**
 * The styles of the link that makes a whole `LinkCard` clickable: its box covers the card (the
 * link's name stays the card's title).
 */
export const cardLinkStyles = {
  color: "fg",
  textDecoration: "none",
  cursor: "pointer",
  textAlign: "start",
  _before: { content: '""', position: "absolute", inset: "0", borderRadius: "xl" },
  _focusVisible: { outline: "none" },
} as const;

/**
 * A card of a list that one link covers (a link with `cardLinkStyles`): raised on hover, outlined
 * while the link has focus.
 */
export function LinkCard(props: PanelProps) {
  return (
    <Panel
      as="li"
      position="relative"
      transition="box-shadow 0.15s, border-color 0.15s"
      _hover={{ shadow: "md", borderColor: "brand.emphasized" }}
      _focusWithin={{ outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "2px" }}
      {...props}
    />
  );
}
