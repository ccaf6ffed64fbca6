import { isLabelKey, type TFunction } from "../../lib/i18n";
import type { ProductMenuItem } from "./use-product-menu";

/** The translated name of a product-menu entry; an entry whose label key the app does not know shows its key. */
export function productMenuLabel(
  t: TFunction,
  item: Pick<ProductMenuItem, "key" | "labelKey">,
): string {
  return isLabelKey(item.labelKey) ? t(item.labelKey) : item.key;
}

/** The translated one-line description of a product area, or null when the app has none. */
export function productAreaDescription(t: TFunction, key: string): string | null {
  const descriptionKey = `products.${key}.description`;
  return isLabelKey(descriptionKey) ? t(descriptionKey) : null;
}
