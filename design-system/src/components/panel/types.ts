import type { ComponentProps } from "react";
import type { Panel } from "./panel";

export type PanelProps = ComponentProps<typeof Panel>;
