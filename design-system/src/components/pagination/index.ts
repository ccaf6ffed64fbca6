export { Pagination, type PaginationProps } from "./pagination";
export { pageItems, type PageItem } from "./page-items";
