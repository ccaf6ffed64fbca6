export { ThemeBadge } from "./theme-badge";
export type { ThemeBadgeProps } from "./types";
