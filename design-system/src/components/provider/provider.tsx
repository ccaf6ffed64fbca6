import { ChakraProvider, type SystemContext } from "@chakra-ui/react";
import { useLayoutEffect } from "react";
import { system } from "../../system";
import type { ProviderProps } from "./types";

/**
 * The system without its global CSS, for pages that carry that CSS already. Built from property
 * descriptors so that reading it does not work out the CSS (a getter in the web app's build:
 * web/build/chakra-lazy-global-css.ts).
 */
const systemWithoutGlobalCss = Object.defineProperties(
  {},
  { ...Object.getOwnPropertyDescriptors(system), _global: { value: [], enumerable: true } },
) as SystemContext;

/** Gives its children the product's Chakra system, in light mode unless told otherwise. */
export function Provider({ children, colorMode = "light", globalCss = "inject" }: ProviderProps) {
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

  const value = globalCss === "prerendered" ? systemWithoutGlobalCss : system;
  return <ChakraProvider value={value}>{children}</ChakraProvider>;
}
