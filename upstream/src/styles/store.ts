/** Reads and writes an organisation's white-label styles (CSS is stored as written: untrusted). */
import { sql } from "kysely";
import { kyselyOf, type Queryable } from "../db/db";

/** The page code applying to every page; its rules come before the page's own. */
export const ALL_PAGES = "ALL";

export type StylePhase = "both" | "before_login" | "after_login";

/** The organisation a public site API key belongs to, or null for an unknown key. */
export async function orgForApiKey(db: Queryable, apiKey: string): Promise<number | null> {
  const row = await kyselyOf(db)
    .selectFrom("site_api_keys")
    .select("org_id")
    .where("api_key", "=", apiKey)
    .executeTakeFirst();
  return row?.org_id ?? null;
}

/** The CSS of one phase for a page: the every-page rules, then the page's, joined by newlines. */
export async function pageCss(
  db: Queryable,
  orgId: number,
  pageCode: string,
  phase: StylePhase,
): Promise<string> {
  const rows = await kyselyOf(db)
    .selectFrom("organisation_styles")
    .select("css")
    .where("org_id", "=", orgId)
    .where("phase", "=", phase)
    .where("page_code", "in", [pageCode, ALL_PAGES])
    .orderBy(sql`page_code = ${ALL_PAGES}`, "desc")
    .orderBy("position")
    .orderBy("style_id")
    .execute();
  return rows.map((r) => r.css).join("\n");
}

/** Names of the stylesheets a page uses, every-page ones first. */
export async function pageStylesheets(
  db: Queryable,
  orgId: number,
  pageCode: string,
): Promise<string[]> {
  const rows = await kyselyOf(db)
    .selectFrom("organisation_page_stylesheets")
    .select("name")
    .where("org_id", "=", orgId)
    .where("page_code", "in", [pageCode, ALL_PAGES])
    .orderBy(sql`page_code = ${ALL_PAGES}`, "desc")
    .orderBy("position")
    .orderBy("name")
    .execute();
  return rows.map((r) => r.name);
}

/** A named stylesheet's CSS, or null when the organisation has none of that name. */
export async function stylesheet(
  db: Queryable,
  orgId: number,
  name: string,
): Promise<string | null> {
  const row = await kyselyOf(db)
    .selectFrom("organisation_stylesheets")
    .select("css")
    .where("org_id", "=", orgId)
    .where("name", "=", name)
    .executeTakeFirst();
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
  const kysely = kyselyOf(db);
  await kysely
    .deleteFrom("organisation_styles")
    .where("org_id", "=", orgId)
    .where("page_code", "=", pageCode)
    .where("phase", "=", phase)
    .execute();
  if (css !== "")
    await kysely
      .insertInto("organisation_styles")
      .values({ org_id: orgId, page_code: pageCode, phase, css })
      .execute();
}
