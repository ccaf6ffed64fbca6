/**
 * The bookable products (spec §9 product codes) with their ids, in the spec's order: dream
 * trips, hotel deals, hotels, holiday stays, packages, stays, condos, resorts, weeks, cruises,
 * flights, cars, transfers, activities.
 */
export interface Product {
  product_id: number;
  product_code: string;
}

export const PRODUCTS: readonly Product[] = [
  "DTPS",
  "HLTGD",
  "HLT",
  "SBM",
  "PKG",
  "STY",
  "CND",
  "RST",
  "WEK",
  "CRU",
  "FLT",
  "CAR",
  "TRA",
  "ACT",
].map((product_code, index) => ({ product_id: index + 1, product_code }));
