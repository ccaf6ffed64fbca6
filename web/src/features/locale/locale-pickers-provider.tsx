import { lazy, Suspense, useMemo, useState, type ReactNode } from "react";
import { LocalePickersContext } from "./locale-pickers-context";

// The dialogs load on first use, keeping them out of the first page's script.
const LanguagePicker = lazy(() =>
  import("./language-picker").then((m) => ({ default: m.LanguagePicker })),
);
const CurrencyPicker = lazy(() =>
  import("./currency-picker").then((m) => ({ default: m.CurrencyPicker })),
);

type Picker = "language" | "currency";

/** Holds the language and currency picker dialogs and lets its children open them. */
export function LocalePickersProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<Picker | null>(null);
  // A picker stays mounted once opened, so closing it can animate.
  const [used, setUsed] = useState<ReadonlySet<Picker>>(new Set());
  const pickers = useMemo(() => {
    const show = (picker: Picker) => {
      setUsed((previous) => new Set(previous).add(picker));
      setOpen(picker);
    };
    return {
      openLanguagePicker: () => show("language"),
      openCurrencyPicker: () => show("currency"),
    };
  }, []);
  const close = () => setOpen(null);

  return (
    <LocalePickersContext.Provider value={pickers}>
      {children}
      <Suspense fallback={null}>
        {used.has("language") ? (
          <LanguagePicker open={open === "language"} onClose={close} />
        ) : null}
        {used.has("currency") ? (
          <CurrencyPicker open={open === "currency"} onClose={close} />
        ) : null}
      </Suspense>
    </LocalePickersContext.Provider>
  );
}
