/**
 * GET /docs/partners: the partner guide (docs/partners.md) as a page, rendered once at start with
 * marked. The sandbox links to it; the Markdown stays the one source (also read in the repository).
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { RequestHandler } from "express";
import { marked } from "marked";

export const PARTNER_GUIDE_PATH = resolve(__dirname, "../../../docs/partners.md");

const STYLE = `
  body { font: 16px/1.55 system-ui, sans-serif; color: #1a202c; margin: 0; }
  main { max-width: 52rem; margin: 0 auto; padding: 1.5rem 1rem 4rem; }
  pre { background: #f4f5f7; padding: 0.75rem 1rem; overflow-x: auto; border-radius: 6px; }
  code { font: 0.875em/1.5 ui-monospace, monospace; }
  table { border-collapse: collapse; display: block; overflow-x: auto; }
  th, td { border: 1px solid #d5d9e0; padding: 0.35rem 0.6rem; text-align: left; vertical-align: top; }
  a { color: #1d4ed8; }`;

/** The guide as a complete HTML page. */
export function renderPartnerGuide(markdown: string): string {
  const body = marked.parse(markdown, { async: false, gfm: true });
  const title = /^# (.+)$/m.exec(markdown)?.[1] ?? "Partner guide";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title.replace(/</g, "&lt;")}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

export function partnerGuide(path: string = PARTNER_GUIDE_PATH): RequestHandler {
  const page = renderPartnerGuide(readFileSync(path, "utf8"));
  return (_req, res) => {
    res
      .status(200)
      .type("text/html; charset=utf-8")
      .set("cache-control", "public, max-age=300")
      .send(page);
  };
}
