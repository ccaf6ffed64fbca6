// the `code.*` labels, registered before any code is named
import "./offer-labels";
import { type LabelKey, useTranslation } from "../i18n";

/** A code's words (`BUSINESS` → "Business"): its `code.*` label, else the code made readable. */
export function useCodeLabel() {
  const { t, i18n } = useTranslation();
  return (code: string) => {
    const key = `code.${code}`;
    if (i18n.exists(key)) return t(key as LabelKey);
    const words = code.toLowerCase().replaceAll("_", " ");
    return words.charAt(0).toUpperCase() + words.slice(1);
  };
}
