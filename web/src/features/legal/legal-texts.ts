import { use } from "react";
import { readCookie } from "../../lib/cookies";
import { DEFAULT_LANGUAGE } from "../../lib/i18n";
import { LANGUAGE_COOKIE } from "../../lib/locale/locale-cookies";
import type { Preload } from "../../lib/preload";
import type { legalTexts as englishTexts } from "./texts/en-US";

/** A key of the legal texts (an introduction, a section's heading or body). */
export type LegalTextKey = keyof typeof englishTexts;

/** The legal texts of one language. */
export type LegalTexts = Readonly<Record<LegalTextKey, string>>;

/**
 * Each language's legal texts, a chunk of their own: only the legal pages fetch them, and only
 * in the visitor's language (several KiB that the labels every page loads no longer carry).
 */
const loaders: Readonly<Record<string, () => Promise<LegalTexts>>> = {
  "en-US": () => import("./texts/en-US").then((module) => module.legalTexts),
  "es-ES": () => import("./texts/es-ES").then((module) => module.legalTexts),
};

/** A promise React's `use` reads without suspending once it has settled. */
type Tracked<T> = Promise<T> & { status?: "fulfilled"; value?: T };

const loading = new Map<string, Tracked<LegalTexts>>();

/** The legal texts of `language` (English for a language without its own), fetched once. */
export function loadLegalTexts(language: string): Promise<LegalTexts> {
  const code = Object.hasOwn(loaders, language) ? language : DEFAULT_LANGUAGE;
  let promise = loading.get(code);
  if (!promise) {
    const started: Tracked<LegalTexts> = loaders[code]!();
    started.then(
      (value) => Object.assign(started, { status: "fulfilled", value }),
      () => loading.delete(code), // a failed fetch is tried again next time
    );
    loading.set(code, started);
    promise = started;
  }
  return promise;
}

/** The legal texts of `language`; suspends while their chunk loads. */
export function useLegalTexts(language: string): LegalTexts {
  return use(loadLegalTexts(language));
}

/** A legal page's texts in the visitor's language (the cookie's), fetched while the app starts. */
export const preloadLegalTexts: Preload = () =>
  loadLegalTexts(readCookie(LANGUAGE_COOKIE) ?? DEFAULT_LANGUAGE);
