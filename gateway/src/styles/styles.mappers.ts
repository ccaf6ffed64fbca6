/** Upstream shapes of the white-label style endpoints, from the contract (the CSS is untrusted). */
import type { paths } from "@travel/schema/rest";

type Ok<Op extends { responses: { 200: { content: { "application/json": unknown } } } }> =
  Op["responses"][200]["content"]["application/json"];

/** `getwhitelabelcss`: the page's CSS for every visitor and the stylesheets it uses. */
export type WhiteLabelCss = Ok<paths["/api/general/getwhitelabelcss"]["post"]>["data"];

/** `getCssPreAndPostLogin`: the page's CSS before and after login. */
export type PrePostLoginCss = Ok<paths["/api/general/getCssPreAndPostLogin"]["post"]>["data"];
