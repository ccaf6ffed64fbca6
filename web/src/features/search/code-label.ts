import { useTranslation } from "react-i18next";
import { isLabelKey } from "../../lib/i18n";

/** A code's words (`BUSINESS` → "Business"): its `code.*` label, else the code made readable. */
export function useCodeLabel() {
  const { t } = useTranslation();
  return (code: string) => {
    const key = `code.${code}`;
    if (isLabelKey(key)) return t(key);
    const words = code.toLowerCase().replaceAll("_", " ");
    return words.charAt(0).toUpperCase() + words.slice(1);
  };
}
