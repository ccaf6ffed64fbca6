/** The site languages and the default one (spec §9: default language English en-US, id 1). */
export interface SiteLanguage {
  id: number;
  code: string;
  /** The language's own name, as shown in the language picker. */
  name: string;
}

export const SITE_LANGUAGES: readonly SiteLanguage[] = [
  { id: 1, code: "en-US", name: "English" },
  { id: 2, code: "es-ES", name: "Español" },
];

export const DEFAULT_LANGUAGE = { id: 1, code: "en-US" } as const;
