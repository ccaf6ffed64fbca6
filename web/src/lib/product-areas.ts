import type { WalletProduct } from "../__generated__/graphql";
import { productPaths, type ProductAreaKey } from "../config/paths";
import type { LabelKey } from "./i18n";

/** A product area with its own page. */
export interface ProductArea {
  key: ProductAreaKey;
  path: string;
  titleKey: LabelKey;
  descriptionKey: LabelKey;
  /**
   * The wallet product its offers are booked as (spec §9 wallet product codes HLT, ACT, RST,
   * STY); null for an area whose page only says what it offers.
   */
  product: WalletProduct | null;
}

/** The areas whose offers can be listed and booked here, with their wallet product. */
const bookableAreas: Partial<Record<ProductAreaKey, WalletProduct>> = {
  hotel: "HLT",
  stays: "STY",
  resorts: "RST",
  activities: "ACT",
};

/** Every product area page, in the spec's menu order (weeks shares /resorts). */
export const productAreas: readonly ProductArea[] = (
  Object.keys(productPaths) as ProductAreaKey[]
).map((key) => ({
  key,
  path: productPaths[key],
  titleKey: `menu.${key}`,
  descriptionKey: `products.${key}.description`,
  product: bookableAreas[key] ?? null,
}));

/** The area whose offers are booked as a wallet product (HLT → hotel). */
export function areaOfProduct(product: WalletProduct): ProductArea | undefined {
  return productAreas.find((area) => area.product === product);
}

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
