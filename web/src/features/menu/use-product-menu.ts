import { useDeferredValue } from "react";
import { useQuery } from "@apollo/client/react";
import type { ProductMenuQuery as ProductMenuData } from "../../__generated__/graphql";
import { ProductMenuQuery } from "./product-menu-query";

export type ProductMenuItem = ProductMenuData["productMenu"][number];

const NO_ITEMS: readonly ProductMenuItem[] = [];

/**
 * The product menu entries in the gateway's order (empty while loading). The entries arrive
 * deferred: the pages showing them (every entry a link or a card) render in the background, in
 * slices, instead of in one long task when the answer comes.
 */
export function useProductMenu() {
  const { data, error, loading } = useQuery(ProductMenuQuery);
  const items = useDeferredValue(data?.productMenu ?? NO_ITEMS);
  const deferredLoading = useDeferredValue(loading);
  return { items, error, loading: deferredLoading };
}
