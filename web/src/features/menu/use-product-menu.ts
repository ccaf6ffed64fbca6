import { useQuery } from "@apollo/client/react";
import type { ProductMenuQuery as ProductMenuData } from "../../__generated__/graphql";
import { ProductMenuQuery } from "./product-menu-query";

export type ProductMenuItem = ProductMenuData["productMenu"][number];

/** The product menu entries in the gateway's order (empty while loading). */
export function useProductMenu() {
  const { data, error, loading } = useQuery(ProductMenuQuery);
  return { items: data?.productMenu ?? [], error, loading };
}
