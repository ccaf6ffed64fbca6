import { ChakraProvider } from "@chakra-ui/react";
import { useLayoutEffect } from "react";
import { system } from "../../system";
import type { ProviderProps } from "./types";

/** Gives its children the product's Chakra system, in light mode unless told otherwise. */
export function Provider({ children, colorMode = "light" }: ProviderProps) {
  useLayoutEffect(() => {
    const html = document.documentElement;
    const previousScheme = html.style.colorScheme;
    const hadClass = html.classList.contains(colorMode);
    html.classList.add(colorMode);
    html.style.colorScheme = colorMode;
    return () => {
      if (!hadClass) html.classList.remove(colorMode);
      html.style.colorScheme = previousScheme;
    };
  }, [colorMode]);

  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
