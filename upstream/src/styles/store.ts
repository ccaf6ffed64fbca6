/** Reads and writes an organisation's white-label styles (CSS is stored as written: untrusted). */
import type { Queryable } from "../db/db";

/** The page code applying to every page; its rules come before the page's own. */
export const ALL_PAGES = "ALL";

export type StylePhase = "both" | "before_login" | "after_login";

/** The organisation a public site API key belongs to, or null for an unknown key. */
export async function orgForApiKey(db: Queryable, apiKey: string): Promise<number | null> {
  const [row] = await db.query<{ org_id: number }>(
    "SELECT org_id FROM site_api_keys WHERE api_key = $1",
    [apiKey],
  );
  return row?.org_id ?? null;
}

/** The CSS of one phase for a page: the every-page rules, then the page's, joined by newlines. */
export async function pageCss(
  db: Queryable,
  orgId: number,
  pageCode: string,
  phase: StylePhase,
): Promise<string> {
  const rows = await db.query<{ css: string }>(
    `SELECT css FROM organisation_styles
     WHERE org_id = $1 AND phase = $3 AND page_code IN ($2, '${ALL_PAGES}')
     ORDER BY page_code = '${ALL_PAGES}' DESC, position, style_id`,
    [orgId, pageCode, phase],
  );
  return rows.map((r) => r.css).join("\n");
}

/** Names of the stylesheets a page uses, every-page ones first. */
export async function pageStylesheets(
  db: Queryable,
  orgId: number,
  pageCode: string,
): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `SELECT name FROM organisation_page_stylesheets
     WHERE org_id = $1 AND page_code IN ($2, '${ALL_PAGES}')
     ORDER BY page_code = '${ALL_PAGES}' DESC, position, name`,
    [orgId, pageCode],
  );
  return rows.map((r) => r.name);
}

/** A named stylesheet's CSS, or null when the organisation has none of that name. */
export async function stylesheet(
  db: Queryable,
  orgId: number,
  name: string,
): Promise<string | null> {
  const [row] = await db.query<{ css: string }>(
    "SELECT css FROM organisation_stylesheets WHERE org_id = $1 AND name = $2",
    [orgId, name],
  );
  return row?.css ?? null;
}

/** Replaces the CSS of one page and phase ("" removes it); the developers' route uses it. */
export async function replacePageCss(
  db: Queryable,
  orgId: number,
  pageCode: string,
  phase: StylePhase,
  css: string,
): Promise<void> {
  await db.query(
    "DELETE FROM organisation_styles WHERE org_id = $1 AND page_code = $2 AND phase = $3",
    [orgId, pageCode, phase],
  );
  if (css !== "")
    await db.query(
      "INSERT INTO organisation_styles (org_id, page_code, phase, css) VALUES ($1, $2, $3, $4)",
      [orgId, pageCode, phase, css],
    );
}
