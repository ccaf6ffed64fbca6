import { defaultLabels } from "./keys";

/** A key of a text the web app shows. */
export type LabelKey = keyof typeof defaultLabels;

/** Every label key the web app defines. */
export const labelKeys = Object.keys(defaultLabels) as LabelKey[];

/** Whether a key (for example one sent by the gateway) is one the web app defines. */
export function isLabelKey(key: string): key is LabelKey {
  return Object.hasOwn(defaultLabels, key);
}
