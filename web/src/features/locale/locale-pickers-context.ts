import { createContext, useContext } from "react";

/** Opens the language or the currency picker from anywhere (header buttons, user menu). */
export interface LocalePickers {
  openLanguagePicker: () => void;
  openCurrencyPicker: () => void;
}

export const LocalePickersContext = createContext<LocalePickers | null>(null);

/** The openers of the locale pickers; needs a `LocalePickersProvider` above. */
export function useLocalePickers(): LocalePickers {
  const pickers = useContext(LocalePickersContext);
  if (!pickers) throw new Error("useLocalePickers needs a LocalePickersProvider above it");
  return pickers;
}
