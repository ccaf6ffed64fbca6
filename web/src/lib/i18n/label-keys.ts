import type { FeatureLabels } from "./feature-labels";
import { isFeatureLabel } from "./feature-labels";
import { defaultLabels } from "./keys";

/** A key of a text the web app shows: shared (keys.ts) or a feature's own (feature-labels.ts). */
export type LabelKey = keyof typeof defaultLabels | keyof FeatureLabels;

/** The shared label keys (a feature's own are known once it is loaded). */
export const labelKeys = Object.keys(defaultLabels) as LabelKey[];

/** Whether a key (for example one sent by the gateway) is one the web app has a text for now. */
export function isLabelKey(key: string): key is LabelKey {
  return Object.hasOwn(defaultLabels, key) || isFeatureLabel(key);
}
