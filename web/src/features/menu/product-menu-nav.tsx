import { Flex } from "@chakra-ui/react";
import { plainList } from "@travel/design-system";
import { useTranslation } from "../../lib/i18n";
import { ProductMenuEntry } from "./product-menu-entry";
import { productMenuLabel } from "./product-menu-label";
import type { ProductMenuItem } from "./use-product-menu";

const entryStyles = {
  display: "inline-flex",
  alignItems: "center",
  px: "3",
  py: "2",
  borderRadius: "md",
  fontSize: "sm",
  fontWeight: "medium",
  color: "fg",
  whiteSpace: "nowrap",
  cursor: "pointer",
  textDecoration: "none",
  _hover: { bg: "bg.muted" },
  _focusVisible: {
    outline: "2px solid",
    outlineColor: "colorPalette.focusRing",
    outlineOffset: "2px",
  },
  _currentPage: { bg: "colorPalette.subtle", color: "colorPalette.fg" },
} as const;

interface ProductMenuNavProps {
  items: readonly ProductMenuItem[];
  /** Row (header on wide screens, wrapping) or column (drawer). */
  direction: "row" | "column";
  onFollow?: () => void;
}

/** The product menu as a list: every entry in order, each a link or a button. */
export function ProductMenuNav({ items, direction, onFollow }: ProductMenuNavProps) {
  const { t } = useTranslation();
  return (
    <Flex
      as="ul"
      direction={direction}
      wrap={direction === "row" ? "wrap" : "nowrap"}
      gap="1"
      {...plainList}
      colorPalette="brand"
    >
      {items.map((item) => (
        <li key={item.key}>
          <ProductMenuEntry
            item={item}
            onFollow={onFollow}
            css={direction === "column" ? { ...entryStyles, width: "full" } : entryStyles}
          >
            {productMenuLabel(t, item)}
          </ProductMenuEntry>
        </li>
      ))}
    </Flex>
  );
}
