import { DEFAULT_LANGUAGE, type I18n, labelsToResource } from "../../lib/i18n";
import type { LanguageLabelsQuery as LanguageLabelsData } from "../../__generated__/graphql";
import { readCookie } from "../../lib/cookies";
import type { Preload } from "../../lib/preload";
import { LanguageLabelsQuery } from "./language-labels-query";
import { LocaleInfoQuery } from "../../lib/locale/locale-info-query";
import { LANGUAGE_COOKIE } from "../../lib/locale/locale-cookies";

export type LanguageLabels = NonNullable<LanguageLabelsData["language"]>;

/** The labels each I18n instance has from the gateway, by language. */
const loaded = new WeakMap<I18n, Map<string, LanguageLabels>>();

/**
 * Whether `i18n` has the gateway's labels of `code` already (preloaded or synced). English's are
 * the defaults every instance starts with: the upstream's en-US label file holds the same texts
 * (web/src/lib/i18n/label-seeds.test.ts checks), so they are never fetched.
 */
export function hasGatewayLabels(i18n: I18n, code: string): boolean {
  return code === DEFAULT_LANGUAGE || (loaded.get(i18n)?.has(code) ?? false);
}

/**
 * The gateway's labels of `code` that `i18n` was given (applyLabels), if any: what a page
 * rendered on the server hands to the app, so the app need not fetch them again.
 */
export function gatewayLabels(i18n: I18n, code: string): LanguageLabels | undefined {
  return loaded.get(i18n)?.get(code);
}

/**
 * Adds a language's labels over the defaults and switches to it (and `<html lang>`). Texts
 * already shown in these labels are not rendered again: when nothing changes, no component
 * re-renders.
 */
export async function applyLabels(i18n: I18n, language: LanguageLabels): Promise<void> {
  const resource = labelsToResource(language.labels);
  // the texts added re-render what shows them, if the language is the one shown already
  i18n.addResourceBundle(language.code, resource);
  loaded.set(i18n, (loaded.get(i18n) ?? new Map()).set(language.code, language));
  if (i18n.language !== language.code) await i18n.changeLanguage(language.code);
  // on the server (a page the gateway renders) the page's <html lang> is written with it
  if (typeof document !== "undefined") document.documentElement.lang = language.code;
}

/** The code of the language to show before the gateway says: the visitor's cookie, or the default. */
export function cookieLanguage(): string {
  return readCookie(LANGUAGE_COOKIE) ?? DEFAULT_LANGUAGE;
}

/** The visitor's language and currency and the lists the pickers offer. */
export const preloadLocaleInfo: Preload = ({ client }) => client.query({ query: LocaleInfoQuery });

/** The labels of the visitor's language, applied before the first render (see LanguageSync). */
export const preloadLabels: Preload = async ({ client, i18n, language: code }) => {
  if (hasGatewayLabels(i18n, code)) return;
  const { data } = await client.query({
    query: LanguageLabelsQuery,
    variables: { code },
    fetchPolicy: "no-cache",
  });
  if (data?.language) await applyLabels(i18n, data.language);
};

export { preloadExchangeRates } from "../../lib/money/preload-exchange-rates";
