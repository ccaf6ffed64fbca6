import type { Plugin } from "vite";

/** Chakra's module that builds a system; pinned with `@chakra-ui/react` (web/package.json). */
const SYSTEM_MODULE =
  /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const EAGER = "const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];";
const LAZY = "let _global;";
const FIELD = "\n    _global,\n";
const GETTER =
  "\n    get _global() {\n      return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];\n    },\n";

/**
 * Makes a Chakra system's global CSS (reset, global styles and one CSS variable per token:
 * about 800 of them) a value worked out when first read instead of inside `createSystem`.
 * Building it is most of `createSystem`'s cost, some 60 ms on a fast machine and four times that
 * on a phone, all in the task that evaluates the app's script. The pages the gateway serves
 * carry that CSS already (scripts/prerender.ts renders it into index.html and shell.html), so
 * the app's provider passes `globalCss="prerendered"` and the value is never read in a browser;
 * anywhere else (tests, other apps) it is built on first use, as before.
 *
 * The rewrite is exact: a Chakra release whose module differs fails the build here, naming the
 * change to look at, rather than silently shipping the slow path.
 */
export function chakraLazyGlobalCss(): Plugin {
  return {
    name: "travel:chakra-lazy-global-css",
    enforce: "pre",
    transform(code, id) {
      if (!SYSTEM_MODULE.test(id.split("?")[0] ?? id)) return null;
      if (code.split(EAGER).length !== 2 || code.split(FIELD).length !== 2) {
        this.error(
          `${id}: Chakra's createSystem no longer matches what web/build/chakra-lazy-global-css.ts rewrites ` +
            "(the eager `_global` constant and its field in the returned system); update the plugin for this release",
        );
      }
      return { code: code.replace(EAGER, LAZY).replace(FIELD, GETTER), map: null };
    },
  };
}
