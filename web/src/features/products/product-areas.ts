import { productPaths, type ProductAreaKey } from "../../config/paths";
import type { LabelKey } from "../../lib/i18n";

/** A product area with its own page. */
export interface ProductArea {
  key: ProductAreaKey;
  path: string;
  titleKey: LabelKey;
  descriptionKey: LabelKey;
}

/** Every product area page, in the spec's menu order (weeks shares /resorts). */
export const productAreas: readonly ProductArea[] = (
  Object.keys(productPaths) as ProductAreaKey[]
).map((key) => ({
  key,
  path: productPaths[key],
  titleKey: `menu.${key}`,
  descriptionKey: `products.${key}.description`,
}));
