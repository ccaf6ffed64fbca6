import { productPaths, type ProductAreaKey } from "../config/paths";
import type { LabelKey } from "./i18n";

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

/** Label keys of product codes (spec §9), for naming where a wallet card can be used. */
const productCodeLabels: Record<string, LabelKey> = {
  DTPS: "menu.dreamtrips",
  HLTGD: "menu.hotelgd",
  HLT: "menu.hotel",
  CND: "menu.condo",
  PKG: "menu.packages",
  STY: "menu.stays",
  WEK: "menu.weeks",
  RST: "menu.resorts",
  SBM: "menu.holidaystays",
  CRU: "menu.cruises",
  FLT: "menu.flight",
  CAR: "menu.cars",
  TRA: "menu.transfers",
  ACT: "menu.activities",
};

/** The label key naming a product code (any case), or null for a code the app does not know. */
export function productCodeLabel(code: string): LabelKey | null {
  return productCodeLabels[code.trim().toUpperCase()] ?? null;
}
