import { MenuIcon } from "@travel/design-system";
import { lazy, Suspense, useState } from "react";
import { IconButton } from "@chakra-ui/react";
import { useTranslation } from "../../lib/i18n";
import type { ProductMenuItem } from "./use-product-menu";

// The drawer loads on first use, keeping it out of the first page's script.
const ProductMenuDrawer = lazy(() =>
  import("./product-menu-drawer").then((m) => ({ default: m.ProductMenuDrawer })),
);

/** The hamburger button of narrow screens; it opens the product menu in a drawer. */
export function ProductMenuButton({ items }: { items: readonly ProductMenuItem[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <IconButton
        variant="ghost"
        aria-label={t("layout.openMenu")}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
      </IconButton>
      {used ? (
        <Suspense fallback={null}>
          <ProductMenuDrawer items={items} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
