import { useEffect, useState } from "react";
import { CloseButton, Drawer, Portal } from "@chakra-ui/react";
import { useTranslation } from "../../lib/i18n";
import { ProductMenuNav } from "./product-menu-nav";
import type { ProductMenuItem } from "./use-product-menu";

interface ProductMenuDrawerProps {
  items: readonly ProductMenuItem[];
  open: boolean;
  onClose: () => void;
}

/** The drawer holding the product menu on narrow screens (opened by the hamburger button). */
export function ProductMenuDrawer({ items, open, onClose }: ProductMenuDrawerProps) {
  const { t } = useTranslation();
  // This component loads on the first click and so would mount already open. Mounted open, the
  // dialog sets up its focus trap, takes it down and sets it up again within a few milliseconds
  // (seen in Chromium); taking it down hands focus back to the hamburger button, outside the
  // drawer, and the drawer takes that for a click outside and closes itself. Mounting it closed
  // and opening it right after takes the path of every later opening, which works.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <Drawer.Root
      open={open && mounted}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      placement="start"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{t("layout.productMenu")}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <nav aria-label={t("layout.productMenu")}>
                <ProductMenuNav items={items} direction="column" onFollow={onClose} />
              </nav>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("layout.closeMenu")} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
