import { useEffect, useLayoutEffect } from "react";
import { CloseButton, Drawer, Portal } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
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
  console.log("DRAWER render", open, performance.now());
  useLayoutEffect(() => { console.log("DRAWER layout mount", performance.now()); return () => console.log("DRAWER layout cleanup", performance.now()); }, []);
  useEffect(() => { console.log("DRAWER effect mount", performance.now()); return () => console.log("DRAWER effect cleanup", performance.now()); }, []);
  return (
    <Drawer.Root
      open={open}
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
