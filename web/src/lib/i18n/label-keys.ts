import { defaultLabels } from "./keys";
import type { searchLabels } from "./search-labels";

/** A key of a text the web app shows (the search's included, whose defaults load with it). */
export type LabelKey = keyof typeof defaultLabels | keyof typeof searchLabels;

/** Every label key whose default every page loads (keys.ts; the search's are in search-labels.ts). */
export const labelKeys = Object.keys(defaultLabels) as (keyof typeof defaultLabels)[];

/** Whether a key (for example one sent by the gateway) is one every page defines. */
export function isLabelKey(key: string): key is keyof typeof defaultLabels {
  return Object.hasOwn(defaultLabels, key);
}
