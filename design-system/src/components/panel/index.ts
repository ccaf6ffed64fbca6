export { Panel } from "./panel";
export type { PanelProps } from "./types";
