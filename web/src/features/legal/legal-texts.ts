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

/** A promise that records how it settled, so a render can read it without waiting. */
type Tracked<T> = Promise<T> & { status?: "fulfilled" | "rejected"; value?: T; reason?: unknown };

const loading = new Map<string, Tracked<LegalTexts>>();

/** The legal texts of `language` (English for a language without its own), fetched once. */
export function loadLegalTexts(language: string): Promise<LegalTexts> {
  const code = Object.hasOwn(loaders, language) ? language : DEFAULT_LANGUAGE;
  let promise = loading.get(code);
  if (!promise) {
    const started: Tracked<LegalTexts> = loaders[code]!();
    started.then(
      (value) => Object.assign(started, { status: "fulfilled", value }),
      (reason: unknown) => {
        Object.assign(started, { status: "rejected", reason });
        loading.delete(code); // a failed fetch is tried again next time
      },
    );
    loading.set(code, started);
    promise = started;
  }
  return promise;
}

/**
 * The legal texts of `language`; suspends while their chunk loads (by throwing the promise, which
 * Suspense understands in React and in Preact, whose compat layer has no `use`).
 */
export function useLegalTexts(language: string): LegalTexts {
  const promise: Tracked<LegalTexts> = loadLegalTexts(language);
  if (promise.status === "fulfilled") return promise.value!;
  if (promise.status === "rejected") throw promise.reason;
  throw promise;
}

/** A legal page's texts in the visitor's language (the cookie's), fetched while the app starts. */
export const preloadLegalTexts: Preload = () =>
  loadLegalTexts(readCookie(LANGUAGE_COOKIE) ?? DEFAULT_LANGUAGE);
