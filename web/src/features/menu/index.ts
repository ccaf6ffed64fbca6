export { ProductMenuButton } from "./product-menu-button";
export { ProductMenuEntry } from "./product-menu-entry";
export { productAreaDescription, productMenuLabel } from "./product-menu-label";
export { ProductMenuNav } from "./product-menu-nav";
export { UserMenu } from "./user-menu";
export { useProductMenu, type ProductMenuItem } from "./use-product-menu";
export { MenuActionsContext, type MenuActions } from "../../lib/menu-actions-context";
export { preloadProductMenu } from "./preload";
