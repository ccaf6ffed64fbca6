/**
 * Seeds the demo organisation's white-label styles once: its public site API key, brand accents
 * on the header and footer for every visitor, a cool header before login, a warm greeting band
 * after login and a `brand` stylesheet every page uses. The rules target the web app's
 * white-label hooks (`data-wl-hook`, see design-system/README.md).
 */
import type { Db } from "../db/db";
import { seedOnce } from "../db/seed-once";
import { SITE_ORG_ID } from "../site/organisation";
import { ALL_PAGES, type StylePhase } from "./store";

/** The demo site's public API key (the gateway's SITE_API_KEY default). */
export const SEEDED_SITE_API_KEY = "wfh-web-site-2026";

/** Brand colours of the demo organisation. */
export const DEMO_BRAND = {
  /** Header and footer accent line (teal 700). */
  accent: "#0f766e",
  /** Header background before login (teal 50). */
  preLoginHeader: "#f0fdfa",
  /** Header background after login, the greeting band (amber 50), and its accent (amber 600). */
  postLoginHeader: "#fffbeb",
  postLoginAccent: "#d97706",
} as const;

// `html:not(.dark)` keeps the light tints out of the dark colour mode; `html` in front gives the
// rules one element more specificity than the app's own single-class styles.
const SEEDED_STYLES: readonly { pageCode: string; phase: StylePhase; css: string }[] = [
  {
    pageCode: ALL_PAGES,
    phase: "both",
    css: `html [data-wl-hook="header"] { border-bottom: 3px solid ${DEMO_BRAND.accent}; }
html [data-wl-hook="footer"] { border-top: 3px solid ${DEMO_BRAND.accent}; }`,
  },
  {
    pageCode: ALL_PAGES,
    phase: "before_login",
    css: `html:not(.dark) [data-wl-hook="header"] { background-color: ${DEMO_BRAND.preLoginHeader}; }`,
  },
  {
    pageCode: ALL_PAGES,
    phase: "after_login",
    css: `html:not(.dark) [data-wl-hook="header"] { background-color: ${DEMO_BRAND.postLoginHeader}; }
html [data-wl-hook="header"] { border-bottom-color: ${DEMO_BRAND.postLoginAccent}; }`,
  },
  {
    pageCode: "HOME",
    phase: "both",
    css: `html:not(.dark) [data-wl-hook="main"] h2 { color: ${DEMO_BRAND.accent}; }`,
  },
];

const SEEDED_STYLESHEETS: readonly { name: string; css: string }[] = [
  {
    name: "brand",
    css: `/* Wayfarer Holidays brand accents */
:root { --wl-brand-accent: ${DEMO_BRAND.accent}; }
html [data-wl-hook="footer"] a { text-decoration-color: var(--wl-brand-accent); }`,
  },
];

export async function seedStyles(db: Db): Promise<void> {
  await seedOnce(db, "styles/demo-organisation", async (tx) => {
    await tx.query("INSERT INTO site_api_keys (api_key, org_id) VALUES ($1, $2)", [
      SEEDED_SITE_API_KEY,
      SITE_ORG_ID,
    ]);
    for (const [position, style] of SEEDED_STYLES.entries())
      await tx.query(
        `INSERT INTO organisation_styles (org_id, page_code, phase, css, position)
         VALUES ($1, $2, $3, $4, $5)`,
        [SITE_ORG_ID, style.pageCode, style.phase, style.css, position],
      );
    for (const sheet of SEEDED_STYLESHEETS) {
      await tx.query(
        "INSERT INTO organisation_stylesheets (org_id, name, css) VALUES ($1, $2, $3)",
        [SITE_ORG_ID, sheet.name, sheet.css],
      );
      await tx.query(
        "INSERT INTO organisation_page_stylesheets (org_id, page_code, name) VALUES ($1, $2, $3)",
        [SITE_ORG_ID, ALL_PAGES, sheet.name],
      );
    }
  });
}
