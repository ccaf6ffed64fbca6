import { useTranslation } from "react-i18next";
import { DEFAULT_LANGUAGE } from "../../lib/i18n";
import { searchLabels } from "../../lib/i18n/search-labels";

/**
 * Adds the search's English labels to the app's defaults (once per app), before the search
 * shows: they load with the search's chunk rather than with every page (budget of issue 10).
 */
export function useSearchLabels(): void {
  const { i18n } = useTranslation();
  if (i18n.getResource(DEFAULT_LANGUAGE, "translation", "search.submit") === undefined) {
    i18n.addResources(DEFAULT_LANGUAGE, "translation", searchLabels);
  }
}
