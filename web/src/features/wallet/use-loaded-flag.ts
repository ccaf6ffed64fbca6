import { useEffect, useState } from "react";

/** Delay between the wallet loading and its loaded flag going true (spec §4, §9: 500 ms). */
export const WALLET_LOADED_DELAY_MS = 500;

/**
 * The wallet's loaded flag (spec §4 wallet loading): false at first, true 500 ms after the
 * wallet has loaded; false again while it loads anew.
 */
export function useLoadedFlag(loaded: boolean): boolean {
  const [flag, setFlag] = useState(false);
  useEffect(() => {
    if (!loaded) {
      setFlag(false);
      return;
    }
    const timer = setTimeout(() => setFlag(true), WALLET_LOADED_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loaded]);
  return flag;
}
