/** Typed client of the upstream white-label style endpoints (spec §7). */
import { contractDecoder, dataDecoder } from "../upstream/contract";
import type { UpstreamCallMeta, UpstreamHttp } from "../upstream/http";
import type { PrePostLoginCss, WhiteLabelCss } from "./styles.mappers";

export const STYLES_PATHS = {
  whiteLabelCss: "/api/general/getwhitelabelcss",
  prePostLoginCss: "/api/general/getCssPreAndPostLogin",
  stylesheet: (name: string) => `/api/general/getCss/${encodeURIComponent(name)}`,
} as const;

const decodeWhiteLabelCss = dataDecoder("post", STYLES_PATHS.whiteLabelCss);
const decodePrePostLoginCss = dataDecoder("post", STYLES_PATHS.prePostLoginCss);
/** A text/css body, as sent. */
const decodeStylesheet = contractDecoder("get", "/api/general/getCss/{name}", (css) => css);

export interface StylesClient {
  getWhiteLabelCss(meta: UpstreamCallMeta, pageCode: string): Promise<WhiteLabelCss>;
  getPrePostLoginCss(meta: UpstreamCallMeta, pageCode: string): Promise<PrePostLoginCss>;
  getStylesheet(meta: UpstreamCallMeta, name: string): Promise<string>;
}

export interface StylesClientOptions {
  /** The site's public API key (SITE_API_KEY), naming the organisation upstream. */
  siteApiKey: string;
}

export function createStylesClient(http: UpstreamHttp, options: StylesClientOptions): StylesClient {
  return {
    getWhiteLabelCss: (meta, pageCode) =>
      http.post(STYLES_PATHS.whiteLabelCss, { pageCode }, meta, decodeWhiteLabelCss),
    getPrePostLoginCss: (meta, pageCode) =>
      http.post(
        STYLES_PATHS.prePostLoginCss,
        { pageCode, apikey: options.siteApiKey },
        meta,
        decodePrePostLoginCss,
      ),
    getStylesheet: (meta, name) =>
      http.get(STYLES_PATHS.stylesheet(name), meta, decodeStylesheet, { text: true }),
  };
}
