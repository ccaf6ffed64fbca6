/**
 * Seeds the demo organisation's white-label styles once: its public site API key, brand accents
 * on the header and footer for every visitor, a cool header before login, a warm greeting band
 * after login and a `brand` stylesheet every page uses. The rules target the web app's
 * white-label hooks (`data-wl-hook`, see design-system/README.md).
 */
import { kyselyOf, type Db } from "../db/db";
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
    const kysely = kyselyOf(tx);
    await kysely
      .insertInto("site_api_keys")
      .values({ api_key: SEEDED_SITE_API_KEY, org_id: SITE_ORG_ID })
      .execute();
    for (const [position, style] of SEEDED_STYLES.entries())
      await kysely
        .insertInto("organisation_styles")
        .values({
          org_id: SITE_ORG_ID,
          page_code: style.pageCode,
          phase: style.phase,
          css: style.css,
          position,
        })
        .execute();
    for (const sheet of SEEDED_STYLESHEETS) {
      await kysely
        .insertInto("organisation_stylesheets")
        .values({ org_id: SITE_ORG_ID, name: sheet.name, css: sheet.css })
        .execute();
      await kysely
        .insertInto("organisation_page_stylesheets")
        .values({ org_id: SITE_ORG_ID, page_code: ALL_PAGES, name: sheet.name })
        .execute();
    }
  });
}
