import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from "react";
import type { I18n, TFunction } from "./translator";

const I18nContext = createContext<I18n | null>(null);

/** Gives the components below it `i18n` (see useTranslation). */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/**
 * `t` in the current language, and the app's `i18n`. The component renders again when the
 * language changes or texts it may show arrive; `t` is the same function until then.
 */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error("useTranslation: no I18nProvider above this component");
  const t = useSyncExternalStore(i18n.subscribe, i18n.getSnapshot, i18n.getSnapshot);
  return useMemo(() => ({ t, i18n }), [t, i18n]);
}
