/**
 * The bookable products (spec §9 product codes) with their ids, in the spec's order: dream
 * trips, hotel deals, hotels, holiday stays, packages, stays, condos, resorts, weeks, cruises,
 * flights, cars, transfers, activities.
 */
import { AREAS } from "../inventory/areas";
import type { ContractSchema } from "@travel/schema/rest";

export type Product = ContractSchema<"SiteConfig">["eligibleProducts"][number];

const PRODUCT_CODES: readonly Product["product_code"][] = AREAS;

export const PRODUCTS: readonly Product[] = PRODUCT_CODES.map((product_code, index) => ({
  product_id: index + 1,
  product_code,
}));
