import { useEffect, useRef } from "react";
import { useLocale } from "./use-locale";

/**
 * Calls `refetch` when the visitor picks another currency: amounts the gateway converted to the
 * current currency (offers, quotes, wallet cards) are asked for again in the new one.
 */
export function useCurrencyRefetch(refetch: () => Promise<unknown>): void {
  const { info } = useLocale();
  const currency = info?.currentCurrency.code;
  const shown = useRef(currency);
  const latest = useRef(refetch);
  useEffect(() => {
    latest.current = refetch;
  });
  useEffect(() => {
    if (currency === undefined) return;
    if (shown.current === undefined) {
      shown.current = currency;
      return;
    }
    if (shown.current === currency) return;
    shown.current = currency;
    latest.current().catch((e: unknown) => {
      console.warn("Could not refresh the prices after a currency change", e);
    });
  }, [currency]);
}
