/**
 * The app's texts by language, and `t` to read them: the part of i18next the app used, in about a
 * kilobyte instead of i18next and react-i18next (about 17 KiB gzip of the first page).
 *
 * - One flat table of texts per language (label key → text); no namespaces, no nested keys.
 * - A key is looked up in the current language, then its language part (`es` for `es-ES`),
 *   then the fallback language (en-US); an empty text counts as missing. A key found nowhere is
 *   shown as itself.
 * - Plurals as i18next's JSON v4: with a numeric `count`, `key_zero` (count 0 only), then
 *   `key_<category>` (the language's `Intl.PluralRules`: `_one`, `_other`…), then `key` itself,
 *   in each language in turn.
 * - `{{name}}` (or `{{- name}}`) is replaced by that option, unescaped; a placeholder without its
 *   option stays as written, one whose option is undefined or null becomes empty.
 *
 * Components re-render on a change (see use-translation.tsx): a language switch, or texts added
 * that change what the current language shows. `t` is a new function after each change, the same
 * one otherwise, so it can sit in an effect's dependencies.
 */
import type { LabelKey } from "./label-keys";

/** The texts of one language, by label key. */
export type Resource = Record<string, string>;

/** Values for a text's placeholders; a numeric `count` also picks its plural form. */
export type TOptions = Readonly<Record<string, unknown>>;

/** Gives the text of a label in the current language. */
export type TFunction = (key: LabelKey, options?: TOptions) => string;

export interface I18nOptions {
  language: string;
  fallbackLanguage: string;
  resources: Record<string, Resource>;
}

export interface AddOptions {
  /** Whether texts already there are replaced (true) or kept (false). */
  overwrite?: boolean;
  /** Whether components are left as they are (texts no shown component uses yet). */
  silent?: boolean;
}

const PLACEHOLDER = /{{(.+?)}}/g;

const pluralRules = new Map<string, Intl.PluralRules>();

/** The plural rules of a language (those of its language part, or English's, if unknown). */
function pluralRule(code: string): Intl.PluralRules {
  let rule = pluralRules.get(code);
  if (!rule) {
    try {
      rule = new Intl.PluralRules(code.replace(/_/g, "-"));
    } catch {
      const part = code.split(/[-_]/)[0] ?? code;
      rule = part !== code ? pluralRule(part) : new Intl.PluralRules("en");
    }
    pluralRules.set(code, rule);
  }
  return rule;
}

function interpolate(text: string, options: TOptions | undefined): string {
  if (!options || !text.includes("{{")) return text;
  return text.replace(PLACEHOLDER, (placeholder, inside: string) => {
    let name = inside.trim();
    if (name.startsWith("-")) name = name.slice(1).trim();
    if (!Object.hasOwn(options, name)) return placeholder;
    const value = options[name];
    return value == null ? "" : String(value);
  });
}

/** The app's translations (one per app, and per test). */
export class I18n {
  /** The language shown. */
  language: string;
  /** Goes up at each change components must show. */
  version = 0;
  /** `t` in the current language, a new function after each change. */
  t: TFunction;

  private readonly fallbackLanguage: string;
  private readonly resources = new Map<string, Resource>();
  private readonly listeners = new Set<() => void>();
  private readonly orders = new Map<string, string[]>();

  constructor({ language, fallbackLanguage, resources }: I18nOptions) {
    this.language = language;
    this.fallbackLanguage = fallbackLanguage;
    for (const [code, resource] of Object.entries(resources))
      this.resources.set(code, { ...resource });
    this.t = this.fixedT();
  }

  /** Switches to `language` (whose texts may come later); resolves once components are told. */
  changeLanguage(language: string): Promise<TFunction> {
    this.language = language;
    this.changed();
    return Promise.resolve(this.t);
  }

  /** Adds texts of `language` over those it has. */
  addResourceBundle(language: string, resource: Resource, options: AddOptions = {}): void {
    const { overwrite = true, silent = false } = options;
    const texts = this.resources.get(language) ?? {};
    let changed = false;
    for (const [key, text] of Object.entries(resource)) {
      if (Object.hasOwn(texts, key) && (!overwrite || texts[key] === text)) continue;
      texts[key] = text;
      changed = true;
    }
    this.resources.set(language, texts);
    if (changed && !silent && this.lookupOrder(this.language).includes(language)) this.changed();
  }

  /** The texts of `language` (not to be changed: `addResourceBundle` tells components). */
  getResourceBundle(language: string): Readonly<Resource> | undefined {
    return this.resources.get(language);
  }

  /** Whether `key` has a text (not empty) in the current language or its fallbacks. */
  exists(key: string, options?: TOptions): boolean {
    return this.lookup(key, options, this.language) !== undefined;
  }

  /** Calls `listener` after each change; answers a function that stops it (useSyncExternalStore). */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The current `t`: what components compare to know whether to render again. */
  getSnapshot = (): TFunction => this.t;

  private changed(): void {
    this.version += 1;
    this.t = this.fixedT();
    for (const listener of [...this.listeners]) listener();
  }

  private fixedT(): TFunction {
    const language = this.language;
    return (key, options) => {
      const text = this.lookup(key, options, language);
      return text === undefined ? key : interpolate(text, options);
    };
  }

  /** The languages a key is looked up in, in order. */
  private lookupOrder(language: string): string[] {
    let codes = this.orders.get(language);
    if (!codes) {
      codes = [language];
      const part = language.split("-")[0];
      if (part && part !== language) codes.push(part);
      if (!codes.includes(this.fallbackLanguage)) codes.push(this.fallbackLanguage);
      this.orders.set(language, codes);
    }
    return codes;
  }

  private lookup(key: string, options: TOptions | undefined, language: string): string | undefined {
    const count = options?.count;
    const plural = count !== undefined && typeof count !== "string";
    for (const code of this.lookupOrder(language)) {
      const texts = this.resources.get(code);
      if (!texts) continue;
      const keys = plural
        ? [
            ...(count === 0 ? [`${key}_zero`] : []),
            `${key}_${pluralRule(code).select(count as number)}`,
            key,
          ]
        : [key];
      for (const candidate of keys) {
        const text = Object.hasOwn(texts, candidate) ? texts[candidate] : undefined;
        if (typeof text === "string" && text !== "") return text;
      }
    }
    return undefined;
  }
}
