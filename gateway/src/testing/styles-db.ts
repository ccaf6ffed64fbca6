/** In-memory white-label styles the msw upstream serves (untrusted CSS, as the upstream stores it). */

export interface StylesDb {
  /** The one API key the mocked upstream knows. */
  apiKey: string;
  /** White-label CSS (phase "both") by page code; ALL applies to every page. */
  whiteLabel: Record<string, string>;
  preLogin: Record<string, string>;
  postLogin: Record<string, string>;
  /** Stylesheet names used by page code. */
  pageStylesheets: Record<string, string[]>;
  /** Named stylesheets. */
  stylesheets: Record<string, string>;
}

export function seedStyles(): StylesDb {
  return {
    apiKey: "test-site-key",
    whiteLabel: {
      ALL: 'html [data-wl-hook="header"] { border-bottom: 3px solid #0f766e; }',
      HOME: 'html [data-wl-hook="main"] h1 { color: #0f766e; }',
    },
    preLogin: { ALL: 'html [data-wl-hook="header"] { background-color: #f0fdfa; }' },
    postLogin: { ALL: 'html [data-wl-hook="header"] { background-color: #fffbeb; }' },
    pageStylesheets: { ALL: ["brand"] },
    stylesheets: { brand: ":root { --wl-brand-accent: #0f766e; }" },
  };
}
