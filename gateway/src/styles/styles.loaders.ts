/**
 * Per-request loaders of the white-label style endpoints, keyed by page code or stylesheet
 * name: a request asking twice for a page's styles calls each endpoint once. A failure is
 * logged once with the request id and loads as null (the page then gets no CSS of that part).
 */
import DataLoader from "dataloader";
import type { Logger } from "@travel/service-kit/logger";
import { withFallback } from "../upstream/fallback";
import type { UpstreamCallMeta } from "../upstream/http";
import type { StylesClient } from "./styles.client";
import type { PrePostLoginCss, WhiteLabelCss } from "./styles.mappers";

export interface StylesLoaders {
  /** A page's white-label CSS and stylesheet names, by page code; null on failure. */
  whiteLabelCss: DataLoader<string, WhiteLabelCss | null>;
  /** A page's pre- and post-login CSS, by page code; null on failure. */
  prePostLoginCss: DataLoader<string, PrePostLoginCss | null>;
  /** A named stylesheet's CSS, by name; null on failure (unknown names included). */
  stylesheets: DataLoader<string, string | null>;
}

export function createStylesLoaders(
  client: StylesClient,
  meta: UpstreamCallMeta,
  logger: Logger,
): StylesLoaders {
  const each =
    <V>(load: (key: string) => Promise<V>) =>
    (keys: readonly string[]) =>
      Promise.all(
        keys.map((key) =>
          withFallback(
            () => load(key),
            () => null,
            logger,
          ),
        ),
      );
  return {
    whiteLabelCss: new DataLoader(each((page) => client.getWhiteLabelCss(meta, page))),
    prePostLoginCss: new DataLoader(each((page) => client.getPrePostLoginCss(meta, page))),
    stylesheets: new DataLoader(each((name) => client.getStylesheet(meta, name))),
  };
}
