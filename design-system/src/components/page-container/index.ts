export { PageContainer } from "./page-container";
export type { PageContainerProps } from "./types";
