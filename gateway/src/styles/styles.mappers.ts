/** Upstream shapes of the white-label style endpoints (the CSS in them is untrusted). */

/** `getwhitelabelcss`: the page's CSS for every visitor and the stylesheets it uses. */
export interface WhiteLabelCss {
  css: string;
  stylesheets: string[];
}

/** `getCssPreAndPostLogin`: the page's CSS before and after login. */
export interface PrePostLoginCss {
  preLogin: string;
  postLogin: string;
}
