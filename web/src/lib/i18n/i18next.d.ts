import "i18next";
import type { FeatureLabels } from "./feature-labels";
import type { defaultLabels } from "./keys";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    keySeparator: false;
    nsSeparator: false;
    resources: { translation: typeof defaultLabels & FeatureLabels };
  }
}
