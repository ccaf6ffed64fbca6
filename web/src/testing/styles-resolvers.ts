/** The siteStyles query over the in-memory db, as the gateway answers it (already sanitised). */
import type { Db } from "./db";

/** The organisation's CSS by page code (ALL: every page) for every visitor and per session. */
export interface SiteStylesRecord {
  whiteLabel: Record<string, string>;
  preLogin: Record<string, string>;
  postLogin: Record<string, string>;
  /** Page codes siteStyles was asked for, in order, with the session state of each call. */
  calls: { pageCode: string; signedIn: boolean }[];
}

export function buildSiteStyles(): SiteStylesRecord {
  return {
    whiteLabel: { ALL: 'html [data-wl-hook="header"]{border-bottom:3px solid #0f766e}' },
    preLogin: { ALL: 'html [data-wl-hook="header"]{background-color:#f0fdfa}' },
    postLogin: { ALL: 'html [data-wl-hook="header"]{background-color:#fffbeb}' },
    calls: [],
  };
}

const forPage = (byPage: Record<string, string>, pageCode: string) =>
  [byPage.ALL, byPage[pageCode]].filter((css) => css !== undefined && css !== "").join("\n");

export function stylesResolvers(data: Db) {
  return {
    siteStyles: ({ pageCode }: { pageCode: string }) => {
      const signedIn = data.viewer !== null;
      data.siteStyles.calls.push({ pageCode, signedIn });
      const whiteLabelCss = forPage(data.siteStyles.whiteLabel, pageCode);
      const sessionCss = forPage(
        signedIn ? data.siteStyles.postLogin : data.siteStyles.preLogin,
        pageCode,
      );
      return {
        pageCode,
        whiteLabelCss,
        sessionCss,
        signedIn,
        stylesheets: [],
        css: [whiteLabelCss, sessionCss].filter((css) => css !== "").join("\n"),
      };
    },
  };
}
