import type { Preload } from "../../lib/preload";
import { ProductMenuQuery } from "./product-menu-query";

/** The product menu of the header. */
export const preloadProductMenu: Preload = ({ client }) =>
  client.query({ query: ProductMenuQuery });
