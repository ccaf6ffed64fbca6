/**
 * English default labels that a feature brings with its own code (issue 10: the first page
 * loads only the labels of what it shows). A lazily loaded feature registers its labels when its
 * module is evaluated, before any of its components render; every I18n instance gets them in its
 * en-US resource, and `isLabelKey` knows them from then on. Other languages come whole from the
 * gateway, as before.
 *
 * A feature declares its keys to the type system by augmenting `FeatureLabels`:
 *
 *   export const bookingLabels = registerDefaultLabels({ "booking.x": "…" });
 *   declare module "../../lib/i18n/feature-labels" {
 *     interface FeatureLabels extends LabelsOf<typeof bookingLabels> {}
 *   }
 */
import type { I18n } from "./translator";

/** The label keys of every feature, by augmentation (see above). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface FeatureLabels {}

/** The type a feature's labels object declares to `FeatureLabels`. */
export type LabelsOf<T extends Record<string, string>> = { [K in keyof T]: string };

const loaded = new Map<string, string>();
/** Held weakly: the gateway renders each page with an instance of its own (server/render-page.tsx). */
const instances = new Set<WeakRef<I18n>>();
let language = "en-US";

/** Registers a feature's English defaults (at most once per key); answers them. */
export function registerDefaultLabels<const T extends Record<string, string>>(labels: T): T {
  for (const [key, text] of Object.entries(labels)) loaded.set(key, text);
  // new keys: no component shows them yet, so none renders again for them
  for (const ref of instances) {
    const instance = ref.deref();
    if (instance) instance.addResourceBundle(language, labels, { overwrite: false, silent: true });
    else instances.delete(ref);
  }
  return labels;
}

/** The feature labels registered so far (for an i18n instance made after they were). */
export function registeredFeatureLabels(): Record<string, string> {
  return Object.fromEntries(loaded);
}

/** Gives `instance` the feature labels registered from now on, in `defaultLanguage`. */
export function receiveFeatureLabels(instance: I18n, defaultLanguage: string): void {
  language = defaultLanguage;
  instances.add(new WeakRef(instance));
}

/** Whether a feature registered `key`. */
export function isFeatureLabel(key: string): boolean {
  return loaded.has(key);
}
