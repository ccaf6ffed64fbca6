import "i18next";
import type { defaultLabels } from "./keys";
import type { searchLabels } from "./search-labels";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    keySeparator: false;
    nsSeparator: false;
    // the search's labels join the defaults when its chunk loads (search-labels.ts)
    resources: { translation: typeof defaultLabels & typeof searchLabels };
  }
}
