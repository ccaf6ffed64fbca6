/**
 * The styles of one page for one caller: the page's named stylesheets, its white-label CSS and
 * the pre- or post-login CSS (post-login when signed in), each part sanitised on its own, so a
 * hostile part loses only what is unsafe. What was removed is logged, never shown.
 */
import type { Logger } from "@travel/service-kit/logger";
import { sanitizeStylesheet } from "./sanitize-stylesheet";
import type { StylesLoaders } from "./styles.loaders";

/** Page codes: upper-case letters, digits and `_`, starting with a letter (the upstream's rule). */
export const PAGE_CODE = /^[A-Z][A-Z0-9_]{0,39}$/;
/** Most named stylesheets one page loads. */
export const MAX_STYLESHEETS = 10;

export interface SiteStylesModel {
  pageCode: string;
  whiteLabelCss: string;
  sessionCss: string;
  signedIn: boolean;
  stylesheets: { name: string; css: string }[];
  css: string;
}

export async function loadSiteStyles(
  pageCode: string,
  signedIn: boolean,
  loaders: StylesLoaders,
  logger: Logger,
): Promise<SiteStylesModel> {
  const clean = (part: string, css: string | null | undefined) => {
    const result = sanitizeStylesheet(css ?? "");
    if (result.removed.length > 0)
      logger.warn("unsafe CSS removed from the upstream's styles", {
        pageCode,
        part,
        removed: result.removed.slice(0, 20),
      });
    return result.css;
  };
  const [whiteLabel, prePost] = await Promise.all([
    loaders.whiteLabelCss.load(pageCode),
    loaders.prePostLoginCss.load(pageCode),
  ]);
  const names = [...new Set(whiteLabel?.stylesheets ?? [])].slice(0, MAX_STYLESHEETS);
  const sheets = await Promise.all(names.map((name) => loaders.stylesheets.load(name)));
  const stylesheets = names.map((name, i) => ({
    name,
    css: clean(`stylesheet ${name}`, sheets[i]),
  }));
  const whiteLabelCss = clean("white-label", whiteLabel?.css);
  const sessionCss = clean(
    signedIn ? "post-login" : "pre-login",
    signedIn ? prePost?.postLogin : prePost?.preLogin,
  );
  const css = [...stylesheets.map((s) => s.css), whiteLabelCss, sessionCss]
    .filter((part) => part !== "")
    .join("\n");
  return { pageCode, whiteLabelCss, sessionCss, signedIn, stylesheets, css };
}
